import { describe, expect, it } from 'vitest';
import { cjkPairs, isIndexedLatinWord, lineHasWords, matchedRanges } from './line-match.js';
import { queryWords } from './tokenize.js';

describe('transcript search words', () => {
  it('cuts Chinese into words and keeps Latin words whole, lower-cased and once each', () => {
    expect(queryWords('Interest rates interest', 8)).toEqual(['interest', 'rates']);
    expect(queryWords('恒生指數下跌', 8).join('')).toBe('恒生指數下跌');
    expect(queryWords('恒生指數下跌', 8).length).toBeGreaterThan(1);
    expect(queryWords('a b c d e f g h i j', 3)).toEqual(['a', 'b', 'c']);
    expect(queryWords('%_ .*', 8)).toEqual([]);
  });

  it('matches a line holding every word: Latin at a word start, Chinese anywhere', () => {
    expect(lineHasWords('The bank raised interest rates.', ['interest', 'rate'])).toBe(true);
    expect(lineHasWords('Separately, prices rose.', ['rate'])).toBe(false);
    expect(lineHasWords('ＩＮＴＥＲＥＳＴ ｒａｔｅｓ', ['interest', 'rates'])).toBe(true);
    expect(lineHasWords('美國聯儲局宣布加息，恒生指數應聲下跌。', ['恒生', '下跌'])).toBe(true);
    expect(lineHasWords('美國聯儲局宣布加息，恒生指數應聲下跌。', ['恒生', '上升'])).toBe(false);
  });

  it('names what the database indexes: Latin words of plain letters, and pairs of neighbouring kana or ideographs', () => {
    expect(['rates', 'rat', 'covid19', "don't", 'café', '恒生'].filter(isIndexedLatinWord)).toEqual(['rates', 'rat']);
    expect(cjkPairs('恒生指數')).toEqual(['恒生', '生指', '指數']);
    expect(cjkPairs('テスト')).toEqual(['テス', 'スト']);
    // Only neighbours both kana or ideographs; a word of one ideograph has none, so only the line check finds it.
    expect(cjkPairs('個deadline好緊')).toEqual(['好緊']);
    expect(cjkPairs('息')).toEqual([]);
    expect(cjkPairs('哈哈哈')).toEqual(['哈哈']);
  });
});

describe('matchedRanges', () => {
  const marked = (text: string, words: string[]) => matchedRanges(text, words).map(({ from, to }) => text.slice(from, to));

  it('marks the whole word a Latin word starts, every time, whatever its case', () => {
    expect(marked('Rates rose; the rate of separate rates', ['rate'])).toEqual(['Rates', 'rate', 'rates']);
    expect(marked('ＩＮＴＥＲＥＳＴ ｒａｔｅｓ', ['interest'])).toEqual(['ＩＮＴＥＲＥＳＴ']);
  });

  it('marks Chinese words wherever they are, and joins marks that overlap', () => {
    expect(marked('恒生指數下跌，恒生銀行', ['恒生', '下跌'])).toEqual(['恒生', '下跌', '恒生']);
    expect(marked('恒生指數', ['恒生', '生指'])).toEqual(['恒生指']);
  });

  it('marks nothing rather than the wrong place when normalising moves the offsets', () => {
    expect(matchedRanges('ﬁnance ﬁrst', ['finance'])).toEqual([]);
  });
});
