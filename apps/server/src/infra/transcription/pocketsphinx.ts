import fs from 'node:fs';
import path from 'node:path';
import { runTool } from '../media/run-ffmpeg.js';
import { wordsToLines } from './display-lines.js';
import type { RecognisedWord, Transcriber } from './transcriber.js';

/** Debian's pocketsphinx-en-us model. */
export const POCKETSPHINX_EN_US_MODEL = '/usr/share/pocketsphinx/model/en-us';

/**
 * pocketsphinx runs at 0.2 to 0.45 of real time on 2 quiet cores, and at over 3 times real time on cores shared with
 * a dozen other processes; past 10 times the audio's length it is taken to be stuck.
 */
const TIMEOUT_PER_AUDIO_SECOND_MS = 10_000;
const MIN_TIMEOUT_MS = 5 * 60_000;
/**
 * One process per core decodes as fast as the cores allow; at a lower priority it takes only what requests leave, so
 * the API on the same cores (ROLE=all) still answers within milliseconds.
 */
const NICENESS = 10;

// Markers of silence, sentence bounds and noise: not words.
const NON_WORDS = /^(<s>|<\/s>|<sil>|\[[A-Z_]+\]|\+\+.*\+\+)$/;

/**
 * Reads the word lines of `pocketsphinx_continuous -time yes`: `word start end posterior`, absolute seconds. The
 * hypothesis line of each utterance (plain words) is skipped; `(2)` marks an alternate pronunciation and goes.
 */
export function parsePocketsphinxWords(output: string): RecognisedWord[] {
  const words: RecognisedWord[] = [];
  for (const line of output.split('\n')) {
    const match = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(line.trim());
    if (!match || NON_WORDS.test(match[1]!)) continue;
    words.push({ text: match[1]!.replace(/\(\d+\)$/, ''), start: Number(match[2]), end: Number(match[3]) });
  }
  return words;
}

/** English with Debian's pocketsphinx (0.8/5prealpha: no JSON output, 16 kHz input only), as a child process. */
export function createPocketsphinxTranscriber(options: { command?: string; modelDir?: string } = {}): Transcriber {
  const command = options.command ?? 'pocketsphinx_continuous';
  const modelDir = options.modelDir ?? POCKETSPHINX_EN_US_MODEL;
  // Without Debian's model the engine cannot run: English then goes without a transcript, like other languages.
  const installed = fs.existsSync(modelDir);
  return {
    engine: 'pocketsphinx',
    model: path.basename(modelDir),
    supports: (language) => installed && /^en\b/i.test(language),
    async transcribe(wav, { language, durationSeconds, signal, onProgress }) {
      let output = '';
      let heardUpTo = 0;
      await runTool(
        command,
        ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null'],
        { timeoutMs: Math.max(MIN_TIMEOUT_MS, durationSeconds * TIMEOUT_PER_AUDIO_SECOND_MS), signal, niceness: NICENESS },
        (chunk) => {
          output += chunk;
          // Utterances come out in order as they are decoded: the latest word's end is how far into the audio it is.
          // A line cut at the chunk's edge can only read as an earlier time, never a later one.
          const latest = Math.max(heardUpTo, ...parsePocketsphinxWords(chunk).map((word) => word.end));
          if (latest > heardUpTo && durationSeconds > 0) onProgress?.(Math.min(1, latest / durationSeconds));
          heardUpTo = latest;
        },
      );
      return { engine: 'pocketsphinx', model: modelDir, language, lines: wordsToLines(parsePocketsphinxWords(output)) };
    },
  };
}
