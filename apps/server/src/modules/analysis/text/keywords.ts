import { toSimplified } from '../../../infra/text/chinese-script.js';
import { isChinese } from './chinese-script.js';
import { chineseWords } from './chinese-words.js';
import { englishPhrases, type Phrase } from './english-phrases.js';
import { isStopword, words } from './tokenize.js';

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

/** Candidate phrases of a text, keyed so that forms of one phrase count together. */
function candidates(text: string, language: string): Phrase[] {
  if (/^en\b/i.test(language)) return englishPhrases(text);
  const found =
    (isChinese(language) ? chineseCandidates(text, language) : null) ?? words(text, language).filter((word) => !isStopword(word, language));
  return found.map((word) => ({ key: word, surface: word }));
}

/** The form a phrase was said in most often in this text (the first of equals). */
function commonestSurface(phrases: readonly Phrase[]): Map<string, string> {
  const seen = new Map<string, Map<string, number>>();
  for (const { key, surface } of phrases) {
    const forms = seen.get(key) ?? new Map<string, number>();
    forms.set(surface, (forms.get(surface) ?? 0) + 1);
    seen.set(key, forms);
  }
  return new Map([...seen].map(([key, forms]) => [key, [...forms].reduce((best, form) => (form[1] > best[1] ? form : best))[0]]));
}

/**
 * Keywords of each chunk, scored against the recording's other chunks: a phrase frequent in this chunk and rare in
 * the others describes this chunk (TF-IDF with the chunks as documents). Phrases said once are noise on speech
 * recognised with errors, unless the chunk has nothing better. Longer phrases score a little higher; a word already
 * inside a chosen phrase is not repeated. Each keyword is given in the form this chunk says it most.
 */
export function chunkKeywords(chunkTexts: readonly string[], language: string, perChunk = 5): string[][] {
  const found = chunkTexts.map((text) => candidates(text, language));
  const perText = found.map((phrases) => counts(phrases.map(({ key }) => key)));
  const documentFrequency = counts(perText.flatMap((map) => [...map.keys()]));
  const n = chunkTexts.length;
  return perText.map((tf, i) => {
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
    const surfaces = commonestSurface(found[i]!);
    return chosen.map((key) => surfaces.get(key)!);
  });
}
