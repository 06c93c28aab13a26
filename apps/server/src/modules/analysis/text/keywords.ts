import { isChinese, toSimplified } from './chinese-script.js';
import { chineseWords } from './chinese-words.js';
import { isCjk, isStopword, words } from './tokenize.js';

function counts(items: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of items) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
}

/**
 * jieba's tags of what names a topic: nouns and names of every kind (n, nr, ns, nt, nz…), verbal and adjectival
 * nouns, abbreviations and English words. Words outside its dictionary (x) are mostly Cantonese or pieces its HMM
 * glued together (講下, 以二比); one said twice in the text is taken as a word (意粉).
 */
const CHINESE_KEYWORD_TAG = /^(n|vn|an|j|eng)/;

/** Nouns of every talk that name no topic (in Simplified, as jieba's dictionary has them). */
const CHINESE_GENERIC_NOUNS = new Set('大家 人们 东西 时候 事情 情况 方面 地方 部分 样子 内容 一些 我们 你们 他们'.split(' '));

/** Chinese candidates: the multi-character nouns jieba finds, in the text's own characters. */
function chineseCandidates(text: string, language: string): string[] | null {
  const cut = chineseWords(text.toLowerCase());
  if (!cut) return null;
  const seen = counts(cut.map(({ word }) => word));
  return cut
    .filter(({ word, tag }) => (CHINESE_KEYWORD_TAG.test(tag) || (tag === 'x' && seen.get(word)! >= 2)) && !isStopword(word, language))
    .filter(({ word }) => !CHINESE_GENERIC_NOUNS.has(toSimplified(word)))
    .map(({ word }) => word);
}

/** Candidate phrases of a text: runs of content words, cut into phrases of one to three words (RAKE-style). */
function candidates(text: string, language: string): string[] {
  if (isChinese(language)) {
    const found = chineseCandidates(text, language);
    if (found) return found;
  }
  if (isCjk(language)) return words(text, language).filter((word) => !isStopword(word, language));
  const phrases: string[] = [];
  let run: string[] = [];
  const flush = () => {
    for (let size = 1; size <= 3; size += 1) for (let i = 0; i + size <= run.length; i += 1) phrases.push(run.slice(i, i + size).join(' '));
    run = [];
  };
  for (const word of words(text, language)) {
    if (isStopword(word, language) || !/^\p{L}+$/u.test(word)) flush();
    else run.push(word);
  }
  flush();
  return phrases;
}

/**
 * Keywords of each chunk, scored against the recording's other chunks: a phrase frequent in this chunk and rare in
 * the others describes this chunk (TF-IDF with the chunks as documents). Phrases said once are noise on speech
 * recognised with errors, unless the chunk has nothing better. Longer phrases score a little higher; a word already
 * inside a chosen phrase is not repeated.
 */
export function chunkKeywords(chunkTexts: readonly string[], language: string, perChunk = 5): string[][] {
  const perText = chunkTexts.map((text) => counts(candidates(text, language)));
  const documentFrequency = counts(perText.flatMap((map) => [...map.keys()]));
  const n = chunkTexts.length;
  return perText.map((tf) => {
    const scored = [...tf.entries()]
      .map(([phrase, count]) => {
        const size = phrase.split(' ').length;
        const idf = Math.log(1 + n / documentFrequency.get(phrase)!);
        return { phrase, count, score: count * idf * (1 + 0.5 * (size - 1)) };
      })
      .sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
    const repeated = scored.filter((item) => item.count >= 2);
    const pool = repeated.length >= 2 ? repeated : scored;
    const chosen: string[] = [];
    for (const { phrase } of pool) {
      if (chosen.length >= perChunk) break;
      if (chosen.some((other) => other.includes(phrase) || phrase.includes(other))) continue;
      chosen.push(phrase);
    }
    return chosen;
  });
}
