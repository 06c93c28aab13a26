import { isCjk, words } from './tokenize.js';

/** A transcript line as the text module reads it, times in seconds. */
export interface SpokenLine {
  start: number;
  end: number;
  text: string;
}

/** A sentence as spoken: its text and when it starts. */
export interface SpokenSentence {
  start: number;
  text: string;
}

/**
 * Between sentences a speaker pauses longer than between words: pocketsphinx's display lines already break at 0.25 s,
 * and espeak-ng's sentences, like a reader's, are 0.4 s or more apart.
 */
export const SENTENCE_PAUSE_SECONDS = 0.45;
/** A whole sentence has at least this many words; Chinese and Japanese, this many characters (they have no spaces). */
export const MIN_SENTENCE_WORDS = 8;
const MIN_CJK_SENTENCE_CHARS = 10;

/** Whether a sentence is a whole one, not a fragment ("kansas the") of misrecognised speech. */
export function isWholeSentence(text: string, language: string): boolean {
  if (isCjk(language)) return [...text.matchAll(/[\p{L}\p{N}]/gu)].length >= MIN_CJK_SENTENCE_CHARS;
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length >= MIN_SENTENCE_WORDS;
}

/** A sentence rebuilt from pauses that runs on this long is cut again at its longest pause. */
const MAX_SENTENCE_WORDS = 40;

const SENTENCE_END = /[.!?。！？]/;

function join(texts: readonly string[], language: string): string {
  return texts.join(isCjk(language) ? '' : ' ').trim();
}

/** Sentences of a transcript that has punctuation (whisper's): split after each sentence end, wherever lines break. */
function punctuatedSentences(lines: readonly SpokenLine[], language: string): SpokenSentence[] {
  const sentences: SpokenSentence[] = [];
  let open: { start: number; parts: string[] } | null = null;
  for (const line of lines) {
    // After an English sentence end and a space ("3.5" stays one number), and after every Chinese one.
    for (const piece of line.text.split(/(?<=[.!?]["'”’)]?)\s+|(?<=[。！？][」』”]?)(?![」』”])/u)) {
      if (!piece.trim()) continue;
      open ??= { start: line.start, parts: [] };
      open.parts.push(piece.trim());
      if (SENTENCE_END.test(piece.trim().slice(-2))) {
        sentences.push({ start: open.start, text: join(open.parts, language) });
        open = null;
      }
    }
  }
  if (open) sentences.push({ start: open.start, text: join(open.parts, language) });
  return sentences;
}

/** A run of lines with no sentence pause inside, cut at its longest pause while it is too long to be one sentence. */
function cutLongRun(run: readonly SpokenLine[], language: string): SpokenLine[][] {
  const count = run.reduce((sum, line) => sum + words(line.text, language).length, 0);
  if (count <= MAX_SENTENCE_WORDS || run.length < 2) return [[...run]];
  let at = 1;
  for (let i = 2; i < run.length; i += 1) if (run[i]!.start - run[i - 1]!.end > run[at]!.start - run[at - 1]!.end) at = i;
  return [...cutLongRun(run.slice(0, at), language), ...cutLongRun(run.slice(at), language)];
}

/** English as engines without punctuation write it: a capital at the start, "I" as a word, a full stop at the end. */
function written(text: string, language: string): string {
  if (!/^en\b/i.test(language)) return text;
  const capitalised = text.replace(/\bi\b/g, 'I');
  return `${capitalised.charAt(0).toUpperCase()}${capitalised.slice(1)}${SENTENCE_END.test(capitalised.slice(-1)) ? '' : '.'}`;
}

/** Whether the engine wrote sentence ends (whisper does, pocketsphinx does not). */
export function isPunctuated(lines: readonly SpokenLine[]): boolean {
  return lines.some((line) => SENTENCE_END.test(line.text));
}

/**
 * The sentences of a chunk's transcript. Punctuated text is split at its sentence ends; text without any (what
 * pocketsphinx writes) is rebuilt into sentences from the pauses between its lines, a pause of at least
 * `SENTENCE_PAUSE_SECONDS` ending a sentence.
 */
export function spokenSentences(lines: readonly SpokenLine[], language: string): SpokenSentence[] {
  const spoken = lines.filter((line) => line.text.trim() !== '');
  if (isPunctuated(spoken)) return punctuatedSentences(spoken, language);
  const runs: SpokenLine[][] = [];
  for (const [i, line] of spoken.entries()) {
    if (i === 0 || line.start - spoken[i - 1]!.end >= SENTENCE_PAUSE_SECONDS) runs.push([]);
    runs.at(-1)!.push(line);
  }
  return runs
    .flatMap((run) => cutLongRun(run, language))
    .map((run) => ({
      start: run[0]!.start,
      text: written(
        join(
          run.map((line) => line.text.trim()),
          language,
        ),
        language,
      ),
    }));
}
