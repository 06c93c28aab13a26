import { describe, expect, it } from 'vitest';
import { lineSays, spokenQueryWords, spokenRanges } from './spoken-words.js';

describe('the words of a search across channels', () => {
  it('keeps Latin words as typed, lower-cased', () => {
    expect(spokenQueryWords('Interest RATES', 8)).toEqual([['interest'], ['rates']]);
  });

  it('gives each Chinese word its Traditional and Simplified forms, whichever script was typed', () => {
    const typedSimplified = spokenQueryWords('联储局', 8).flat();
    const typedTraditional = spokenQueryWords('聯儲局', 8).flat();
    expect(typedSimplified).toEqual(expect.arrayContaining(['聯儲局', '联储局']));
    expect(new Set(typedTraditional)).toEqual(new Set(typedSimplified));
  });

  it('finds a line saying every word in one of its forms, and marks them', () => {
    const words = spokenQueryWords('恒生指数 下跌', 8);
    const text = '美國聯儲局宣布加息，恒生指數應聲下跌。';
    expect(lineSays(text, words)).toBe(true);
    expect(lineSays('恒生指數上升', words)).toBe(false);
    expect(spokenRanges(text, words).map(({ from, to }) => text.slice(from, to))).toEqual(['恒生指數', '下跌']);
  });

  it('stops at the most words a query may have', () => {
    expect(spokenQueryWords('one two three four', 2)).toHaveLength(2);
  });
});
