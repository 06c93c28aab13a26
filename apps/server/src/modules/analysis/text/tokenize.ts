import { isChinese } from './chinese-script.js';
import { chineseWords } from './chinese-words.js';

/** Function words that carry no topic (English); Chinese and Japanese particles come as single characters. */
const ENGLISH_STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him himself his
  how i if in into is it its itself just let lets me more most my myself no nor not now of off on once only or other our ours
  ourselves out over own same she should so some such than that the their theirs them themselves then there these they this
  those through to too under until up very was we were what when where which while who whom why will with would you your yours
  yourself yourselves us one two three many much may might must shall get got go going gone make made like well really very
  okay ok yes oh um uh today next finally first second third last move turn talk let's it's that's there's we'll we're i'm
  you're they're don't can't won't said say says new good great`.split(/\s+/),
);

export function isCjk(language: string): boolean {
  return /^(zh|yue|ja|cmn)\b/i.test(language);
}

/** Light English stemming: plurals and -ing/-ed, so "rates" and "rate" count as one term. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenterFor(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/**
 * The words of a text in order, lower-cased. Chinese and Japanese have no spaces: Chinese is cut by jieba, which knows
 * multi-character words (恒生指數, 聯儲局); Japanese, and Chinese where jieba cannot load, by Intl.Segmenter.
 */
export function words(text: string, language: string): string[] {
  const lower = text.toLowerCase();
  if (isChinese(language)) {
    const cut = chineseWords(lower);
    if (cut) return cut.map(({ word }) => word);
  }
  const out: string[] = [];
  for (const segment of segmenterFor(language).segment(lower)) if (segment.isWordLike) out.push(segment.segment);
  return out;
}

/** A function word of English ("the", "with"): said in most lines, so an index of words narrows nothing by it. */
export function isEnglishStopword(word: string): boolean {
  return ENGLISH_STOPWORDS.has(word);
}

export function isStopword(word: string, language: string): boolean {
  // English said inside Chinese or Japanese ("個 deadline") is judged as English.
  if (isCjk(language) && !/^[\p{Script=Latin}\d']+$/u.test(word)) return [...word].length < 2;
  return word.length < 3 || ENGLISH_STOPWORDS.has(word) || /^\d+$/.test(word);
}

/** The content terms of a text: stopwords out, English stemmed. What lexical cohesion compares. */
export function terms(text: string, language: string): string[] {
  return words(text, language)
    .filter((word) => !isStopword(word, language))
    .map((word) => (isCjk(language) ? word : stem(word)));
}

/**
 * A search query's distinct words, lower-cased, at most `max`: Chinese and Japanese are cut into words (they have no
 * spaces), Latin words stay whole; full-width letters are folded to their plain form first.
 */
export function queryWords(query: string, max: number): string[] {
  const found = new Set<string>();
  for (const segment of segmenterFor('zh-HK').segment(query.normalize('NFKC').toLowerCase())) {
    if (segment.isWordLike) found.add(segment.segment);
    if (found.size === max) break;
  }
  return [...found];
}
