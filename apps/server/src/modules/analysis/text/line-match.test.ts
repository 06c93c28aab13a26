import { describe, expect, it } from 'vitest';
import { lineHasWords } from './line-match.js';
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
});
