/**
 * What a transcript search matches: a line holds every word of the query. A Chinese or Japanese word is found inside
 * the line's text (those languages have no spaces); a Latin word must start a word of the line ("rate" finds "rates",
 * not "separate"). The database applies the same rule (analysis.repository.ts); this copy picks the lines to show.
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

export function lineHasWords(text: string, words: readonly string[]): boolean {
  const lower = text.normalize('NFKC').toLowerCase();
  return words.every((word) =>
    isCjkWord(word) ? lower.includes(word) : new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegex(word)}`, 'u').test(lower),
  );
}
