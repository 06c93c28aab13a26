/**
 * What a transcript search matches: a line holds every word of the query. A Chinese or Japanese word is found inside
 * the line's text (those languages have no spaces); a Latin word must start a word of the line ("rate" finds "rates",
 * not "separate"). The database applies the same rule (analysis.repository.ts); this copy picks the lines to show.
 *
 * Before that line-by-line check, the database narrows the chunks through two indexed columns (migration 0017): the
 * words of the lines, for Latin words of plain letters, and the pairs of neighbouring kana or ideographs, for Chinese
 * and Japanese words of two characters or more. Other words (with digits or apostrophes, a single ideograph) are left
 * to the line check alone.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function isCjkWord(word: string): boolean {
  return CJK.test(word);
}

export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, '\\$&');
}

export function escapeRegex(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A Latin word's expressions, compiled once per word: a search checks each of them against every line of the chunks it
 * found (hundreds of lines a search), and building them anew for each line took about a tenth of the spoken-word
 * search's server time. Bounded: emptied when full.
 */
const compiled = new Map<string, { starts: RegExp; whole: RegExp }>();
const COMPILED_MAX = 1000;

function expressionsOf(word: string): { starts: RegExp; whole: RegExp } {
  let found = compiled.get(word);
  if (!found) {
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    const escaped = escapeRegex(word);
    found = {
      starts: new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}`, 'u'),
      whole: new RegExp(`(?<![\\p{L}\\p{N}])${escaped}[\\p{L}\\p{N}]*`, 'gu'),
    };
    compiled.set(word, found);
  }
  return found;
}

export function lineHasWords(text: string, words: readonly string[]): boolean {
  const lower = text.normalize('NFKC').toLowerCase();
  return words.every((word) => (isCjkWord(word) ? lower.includes(word) : expressionsOf(word).starts.test(lower)));
}

/** A stretch of a line's text, in UTF-16 offsets as JavaScript strings count them. */
export interface TextRange {
  from: number;
  to: number;
}

/**
 * Where the query's words are in a line, for the page to highlight: the whole word that a Latin word starts ("rate"
 * marks "rates"), and every place a Chinese or Japanese word is. In order, overlaps joined. None when normalising the
 * line would move its offsets (a ligature, say), rather than marks in the wrong place.
 */
export function matchedRanges(text: string, words: readonly string[]): TextRange[] {
  const lower = text.normalize('NFKC').toLowerCase();
  if (lower.length !== text.length) return [];
  const found: TextRange[] = [];
  for (const word of words) {
    if (word === '') continue;
    if (isCjkWord(word)) {
      for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + word.length))
        found.push({ from: at, to: at + word.length });
    } else {
      // The shared expression's own loop (matchAll would copy it for every line): its lastIndex starts at 0 each time.
      const whole = expressionsOf(word).whole;
      whole.lastIndex = 0;
      for (let match = whole.exec(lower); match; match = whole.exec(lower)) {
        found.push({ from: match.index, to: match.index + match[0].length });
      }
    }
  }
  found.sort((a, b) => a.from - b.from || b.to - a.to);
  const joined: TextRange[] = [];
  for (const range of found) {
    const last = joined.at(-1);
    if (last && range.from <= last.to) last.to = Math.max(last.to, range.to);
    else joined.push({ ...range });
  }
  return joined;
}

/** Found through the indexed words by a prefix: plain letters, which always start one of the words the index keeps. */
export function isIndexedLatinWord(word: string): boolean {
  return /^[a-z]+$/.test(word);
}

/** The characters whose neighbouring pairs the database keeps: the same ranges as chunk_search_cjk_pairs (0017). */
const PAIRED_CHARACTER = /^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]$/;

/** The pairs of neighbouring kana or ideographs in a word: a line holding the word holds each of them. */
export function cjkPairs(word: string): string[] {
  const characters = [...word];
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < characters.length; i += 1) {
    if (PAIRED_CHARACTER.test(characters[i]!) && PAIRED_CHARACTER.test(characters[i + 1]!)) pairs.add(characters[i]! + characters[i + 1]!);
  }
  return [...pairs];
}
