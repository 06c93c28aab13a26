import { sql, type SQL } from 'drizzle-orm';
import { chineseScriptVariants, toHongKongTraditional } from '../../infra/text/chinese-script.js';
import { chunks } from './analysis.table.js';
import {
  cjkPairs,
  escapeLike,
  escapeRegex,
  isCjkWord,
  isIndexedLatinWord,
  lineHasWords,
  matchedRanges,
  type TextRange,
} from './text/line-match.js';
import { chineseWords } from './text/chinese-words.js';
import { isEnglishStopword, queryWords } from './text/tokenize.js';

/**
 * The words of a search across channels, each in every script a transcript may hold it in: a Chinese transcript is
 * stored as the engine wrote it (Simplified or Traditional), and a viewer types either. Chinese is cut into words by
 * jieba, as the analysis cuts transcripts (聯儲局 stays one word, so its character pairs narrow the search through
 * the index), in its Hong Kong Traditional form; each Chinese word is then also looked for in Simplified (广东话 finds
 * 廣東話 and the reverse). Other queries, and Chinese where jieba cannot load, are cut as the channel's transcript
 * search cuts them. A line says a word when it holds one of its forms.
 */
export type SpokenWords = readonly (readonly string[])[];

export function spokenQueryWords(query: string, max: number): SpokenWords {
  const text = toHongKongTraditional(query.normalize('NFKC').toLowerCase());
  const cut = /\p{Script=Han}/u.test(text) ? chineseWords(text)?.map(({ word }) => word) : undefined;
  const words = cut ? [...new Set(cut)].slice(0, max) : queryWords(text, max);
  return words.map((word) => (isCjkWord(word) ? chineseScriptVariants(word) : [word]));
}

/** Whether a transcript line says every word (in one of its forms). */
export function lineSays(text: string, words: SpokenWords): boolean {
  return words.every((forms) => forms.some((form) => lineHasWords(text, [form])));
}

/** Where a line says the words, for the page to highlight. */
export function spokenRanges(text: string, words: SpokenWords): TextRange[] {
  return matchedRanges(text, words.flat());
}

/**
 * The condition on a chunk that one of its lines says every word, narrowed first through the indexed columns of
 * migration 0017 (the lines' words for Latin words, the pairs of neighbouring ideographs for Chinese ones; each form
 * of a Chinese word through its own pairs), so the lines are read only in the chunks those let through.
 */
export function chunkSays(words: SpokenWords): SQL {
  // A function word ("the", "with") is left to the line check: its prefix in the index matches most chunks and costs
  // more to read (tens of ms at 100,000 chunks) than it saves.
  const latin = words.flat().filter((word) => isIndexedLatinWord(word) && !isEnglishStopword(word));
  const conditions: SQL[] = [];
  if (latin.length > 0)
    conditions.push(sql`${chunks}."search_words" @@ to_tsquery('simple', ${latin.map((word) => `${word}:*`).join(' & ')})`);
  for (const forms of words.filter((word) => isCjkWord(word[0]!))) {
    const pairsOfForms = forms.map(cjkPairs);
    // A form too short for a pair (one ideograph) could be anywhere: this word then narrows nothing.
    if (pairsOfForms.some((pairs) => pairs.length === 0)) continue;
    const anyForm = pairsOfForms.map(
      (pairs) =>
        sql`${chunks}."search_cjk_pairs" @> ARRAY[${sql.join(
          pairs.map((pair) => sql`${pair}`),
          sql`, `,
        )}]::text[]`,
    );
    conditions.push(sql`(${sql.join(anyForm, sql` OR `)})`);
  }
  const lineSaysWord = (forms: readonly string[]): SQL =>
    sql`(${sql.join(
      forms.map((form) =>
        isCjkWord(form) ? sql`line->>'text' ILIKE ${`%${escapeLike(form)}%`}` : sql`line->>'text' ~* ${`\\m${escapeRegex(form)}`}`,
      ),
      sql` OR `,
    )})`;
  conditions.push(
    sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${chunks.transcript}) AS line WHERE ${sql.join(words.map(lineSaysWord), sql` AND `)})`,
  );
  return sql.join(conditions, sql` AND `);
}
