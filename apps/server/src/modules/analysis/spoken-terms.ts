import { isCjkWord } from './text/line-match.js';
import type { SpokenWords } from './spoken-words.js';

/**
 * The terms an index of transcripts keeps for a line, and the terms a search's words need, so that every line that
 * says the words (lineSays) holds those terms: the index may let through a line that does not say them (the line
 * check then drops it), never hold back one that does. Lines are read as the line check reads them (NFKC, lower case).
 *
 * - A Latin word is said where a word of the line starts with it ("rate" in "rates"; lineHasWords). Its leading run
 *   of letters and digits then starts the run of letters and digits at that place in the line, so a line's terms are
 *   the runs that start at a word boundary, and a word needs any term its leading run is a prefix of.
 * - A Chinese or Japanese word is said anywhere inside the line. Its neighbouring kana or ideographs are neighbours in
 *   the line too, so a line's terms include each such pair (and each such character, for one-character words), marked
 *   apart from the runs; a word needs all its pairs (or, having none, its characters) in one of its scripts.
 */

const WORD_START_RUN = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+/gu;
const LEADING_RUN = /^[\p{L}\p{N}]+/u;
/** The characters kept as pairs and singles: the ranges of the database's chunk_search_cjk_pairs (migration 0017). */
const GRAM_CHARACTER = /^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]$/;
/** Puts a pair or single character apart from the runs: no run of letters starts with it. */
const GRAM_MARK = '\u0001';

/** Whether a UTF-16 code unit is one of GRAM_CHARACTER's (all in the Basic Multilingual Plane). */
function isGramUnit(unit: number): boolean {
  return (unit >= 0x3040 && unit <= 0x30ff) || (unit >= 0x3400 && unit <= 0x4dbf) || (unit >= 0x4e00 && unit <= 0x9fff);
}

const ANY_GRAM_CHARACTER = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/;

/** The terms of one transcript line (with duplicates; the caller keeps each once). */
export function lineTerms(text: string): string[] {
  const lower = text.normalize('NFKC').toLowerCase();
  const terms: string[] = [];
  for (const [run] of lower.matchAll(WORD_START_RUN)) {
    // A run that starts with an ideograph can only be found by a Chinese word, which goes by pairs.
    if (!isCjkWord(run[0]!)) terms.push(run);
  }
  // Most lines of most channels have none: one test spares them the walk over every character (a third of a build).
  if (!ANY_GRAM_CHARACTER.test(lower)) return terms;
  for (let i = 0; i < lower.length; i += 1) {
    if (!isGramUnit(lower.charCodeAt(i))) continue;
    terms.push(GRAM_MARK + lower[i]!);
    if (i + 1 < lower.length && isGramUnit(lower.charCodeAt(i + 1))) terms.push(GRAM_MARK + lower.slice(i, i + 2));
  }
  return terms;
}

/**
 * What one word of a search needs of a line's terms: `prefix` (any term starting with it), or `allOf` per script form
 * (a line needs every term of one of them), or nothing the terms can tell (`null`: only the line check decides).
 */
export type WordTerms = { prefix: string } | { anyForm: string[][] } | null;

function formGrams(form: string): string[] | null {
  const characters = [...form];
  const pairs = new Set<string>();
  const singles = new Set<string>();
  for (let i = 0; i < characters.length; i += 1) {
    if (!GRAM_CHARACTER.test(characters[i]!)) continue;
    singles.add(GRAM_MARK + characters[i]!);
    if (i + 1 < characters.length && GRAM_CHARACTER.test(characters[i + 1]!)) pairs.add(GRAM_MARK + characters[i]! + characters[i + 1]!);
  }
  if (pairs.size > 0) return [...pairs];
  return singles.size > 0 ? [...singles] : null;
}

export function wordTerms(forms: readonly string[]): WordTerms {
  if (isCjkWord(forms[0]!)) {
    const anyForm: string[][] = [];
    for (const form of forms) {
      const grams = formGrams(form);
      // A form the terms cannot narrow could be in any line: then the word narrows nothing.
      if (!grams) return null;
      anyForm.push(grams);
    }
    return { anyForm };
  }
  const run = LEADING_RUN.exec(forms[0]!)?.[0];
  return run ? { prefix: run } : null;
}

/** What each word of a search needs of a line's terms, in the words' order. */
export function spokenWordTerms(words: SpokenWords): WordTerms[] {
  return words.map(wordTerms);
}
