import { isChinese } from './chinese-script.js';
import { chunkKeywords } from './keywords.js';
import { summarize } from './textrank.js';

export interface ChunkText {
  title: string;
  summary: string;
  keywords: string[];
}

const TITLE_MAX_CHARS = 60;

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
 * Title, summary and keywords of every chunk of one recording (keywords need the other chunks as background).
 * `lines` are each chunk's transcript lines; a chunk with none gets a title from its time range.
 */
export function describeChunks(chunks: readonly { start: number; end: number; lines: readonly string[] }[], language: string): ChunkText[] {
  const keywords = chunkKeywords(
    chunks.map((chunk) => chunk.lines.join('\n')),
    language,
  );
  return chunks.map((chunk, i) => {
    const found = keywords[i] ?? [];
    if (chunk.lines.length === 0) {
      return { title: untitledPart(i + 1, chunk.start, chunk.end, language), summary: '', keywords: [] };
    }
    const title = found.length > 0 ? found.slice(0, 2).map(capitalise).join(' & ') : chunk.lines[0]!;
    return {
      title: title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_MAX_CHARS - 1)}…` : title,
      summary: summarize(chunk.lines, language, 2).join(' '),
      keywords: found,
    };
  });
}
