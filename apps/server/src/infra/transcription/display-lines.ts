import type { RecognisedLine, RecognisedWord } from './transcriber.js';

export interface LineRules {
  /** A pause at least this long between two words starts a new line. */
  pauseSeconds: number;
  maxWords: number;
  maxSeconds: number;
}

/** Engines without punctuation split only at long pauses; lines this size read well and seek precisely. */
export const DEFAULT_LINE_RULES: LineRules = { pauseSeconds: 0.25, maxWords: 18, maxSeconds: 8 };

/** Groups words into display lines: a new line at a pause, or when the line is long in words or in time. */
export function wordsToLines(words: readonly RecognisedWord[], rules: LineRules = DEFAULT_LINE_RULES): RecognisedLine[] {
  const lines: RecognisedLine[] = [];
  let current: RecognisedWord[] = [];
  const flush = () => {
    if (current.length === 0) return;
    lines.push({
      start: current[0]!.start,
      end: current[current.length - 1]!.end,
      speaker: '',
      text: current.map((word) => word.text).join(' '),
    });
    current = [];
  };
  for (const word of words) {
    const first = current[0];
    const last = current[current.length - 1];
    if (
      first &&
      last &&
      (word.start - last.end >= rules.pauseSeconds || current.length >= rules.maxWords || word.end - first.start > rules.maxSeconds)
    ) {
      flush();
    }
    current.push(word);
  }
  flush();
  return lines;
}
