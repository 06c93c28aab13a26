import { isChinese } from './chinese-script.js';
import { chunkKeywords } from './keywords.js';
import { isWholeSentence, spokenSentences, type SpokenLine } from './sentences.js';
import { centralOrder } from './textrank.js';
import { looksMisrecognised } from './transcript-confidence.js';
import { isCjk } from './tokenize.js';

export interface ChunkText {
  title: string;
  summary: string;
  keywords: string[];
}

const TITLE_MAX_CHARS = 60;
/** A second sentence is added to the summary only while the two stay this short. */
const SUMMARY_MAX_CHARS = 300;

function formatTime(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The title of a chunk nobody was heard in: its number and time range, in the recording's language. */
function untitledPart(number: number, start: number, end: number, language: string): string {
  const range = `${formatTime(start)}–${formatTime(end)}`;
  if (isChinese(language)) return `第${number}部分（${range}）`;
  if (language.toLowerCase().startsWith('ja')) return `パート${number}（${range}）`;
  return `Part ${number} (${range})`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One or two whole sentences of the chunk, the most central by TextRank, in spoken order. Only whole sentences (eight
 * words or more) are candidates, as fragments such as "kansas the" say nothing of the chunk; a chunk with none gets
 * its longest sentence.
 */
function summaryOf(lines: readonly SpokenLine[], language: string): string {
  const sentences = spokenSentences(lines, language).map((sentence) => sentence.text);
  const whole = sentences.filter((sentence) => isWholeSentence(sentence, language));
  const longest = [...sentences].sort((a, b) => b.length - a.length).slice(0, 1);
  const pool = whole.length > 0 ? whole : longest;
  const [first, second] = centralOrder(pool, language);
  if (first === undefined) return '';
  const chosen = second !== undefined && pool[first]!.length + pool[second]!.length < SUMMARY_MAX_CHARS ? [first, second] : [first];
  return chosen
    .sort((a, b) => a - b)
    .map((i) => pool[i]!)
    .join(isCjk(language) ? '' : ' ');
}

/** A title is the chunk's top keyphrase, a noun phrase; without one, the start of its first line. */
function titleOf(keywords: readonly string[], lines: readonly SpokenLine[], language: string): string {
  const title = keywords[0] ? (isChinese(language) ? keywords[0] : capitalise(keywords[0])) : lines[0]!.text.trim();
  return title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_MAX_CHARS - 1)}…` : title;
}

/**
 * Title, summary and keywords of every chunk of one recording (keywords need the other chunks as background).
 * `lines` are each chunk's transcript lines, times in seconds; a chunk with none gets a title from its time range.
 */
export function describeChunks(
  chunks: readonly { start: number; end: number; lines: readonly SpokenLine[] }[],
  language: string,
): ChunkText[] {
  const keywords = chunkKeywords(
    chunks.map((chunk) => chunk.lines.map((line) => line.text).join('\n')),
    language,
  );
  return chunks.map((chunk, i) => {
    const found = keywords[i] ?? [];
    if (chunk.lines.length === 0) {
      return { title: untitledPart(i + 1, chunk.start, chunk.end, language), summary: '', keywords: [] };
    }
    // Noise is not presented as a summary: the editor says the transcript is unclear instead (low_confidence).
    const summary = looksMisrecognised(chunk.lines, language) ? '' : summaryOf(chunk.lines, language);
    return { title: titleOf(found, chunk.lines, language), summary, keywords: found };
  });
}
