import * as OpenCC from 'opencc-js';
import type { RecognisedLine } from './transcriber.js';
import type { NativeSegment } from './whisper-binding.js';
import { hasCantoneseToken, isMultilingual, type WhisperModelHeader } from './whisper-model.js';

/**
 * How whisper's Chinese is written down: whisper mixes Simplified and Traditional characters from one segment to the
 * next, so its text is converted to one script. 'hk': Hong Kong Traditional; 'cn': Simplified, which the analysis
 * pipeline turns into Hong Kong Traditional for channels that show it (as it does for any Mandarin engine).
 */
export type ChineseScript = 'hk' | 'cn';

export interface WhisperLanguage {
  /** Whisper's language code. */
  code: 'en' | 'ja' | 'zh' | 'yue';
  script: ChineseScript | null;
}

function subtags(language: string): string[] {
  return language.toLowerCase().split(/[-_]/).slice(1);
}

/**
 * A recording's language (BCP-47: en-US, ja-JP, yue-Hant-HK, zh-CN) as whisper should be told it, or null when this
 * adapter does not transcribe it. Cantonese is 'yue' only for models that have the token (large-v3); older models
 * get 'zh', and their output is still written in Hong Kong Traditional. English-only models take English only.
 */
export function whisperLanguageFor(language: string, header: WhisperModelHeader): WhisperLanguage | null {
  const primary = language.toLowerCase().split(/[-_]/)[0];
  if (primary === 'en') return { code: 'en', script: null };
  if (!isMultilingual(header)) return null;
  if (primary === 'ja') return { code: 'ja', script: null };
  if (primary === 'yue') return { code: hasCantoneseToken(header) ? 'yue' : 'zh', script: 'hk' };
  if (primary === 'zh' || primary === 'cmn') {
    const hongKong = subtags(language).some((tag) => tag === 'hant' || tag === 'hk' || tag === 'mo');
    return { code: 'zh', script: hongKong ? 'hk' : 'cn' };
  }
  return null;
}

type Convert = (text: string) => string;

// Building OpenCC's tables takes about a second: each converter is made on first use.
let toHongKong: Convert | undefined;
let toSimplified: Convert | undefined;

/** Whisper's mixed-script Chinese in one script (OpenCC: cn → hk, or t → cn); other text is returned as it is. */
export function writeInScript(text: string, script: ChineseScript | null): string {
  if (script === 'hk') return (toHongKong ??= OpenCC.Converter({ from: 'cn', to: 'hk' }))(text);
  if (script === 'cn') return (toSimplified ??= OpenCC.Converter({ from: 't', to: 'cn' }))(text);
  return text;
}

/** What whisper writes for stretches without speech: [BLANK_AUDIO], [Music], (applause), ♪. Not transcript. */
const NON_SPEECH = /^(\[[^\]]*\]|\([^)]*\)|（[^）]*）|[♪♫\s]+)$/u;

/**
 * Whisper's segments (times in ms, text with a leading space) as display lines in seconds, in one script. Whisper
 * already cuts its output at sentence-like pauses, so each segment is one line.
 */
export function segmentsToLines(segments: readonly NativeSegment[], script: ChineseScript | null): RecognisedLine[] {
  const lines: RecognisedLine[] = [];
  for (const segment of segments) {
    const text = segment.text.trim();
    if (text === '' || NON_SPEECH.test(text) || segment.t1 < segment.t0) continue;
    lines.push({ start: segment.t0 / 1000, end: segment.t1 / 1000, speaker: '', text: writeInScript(text, script) });
  }
  return lines;
}
