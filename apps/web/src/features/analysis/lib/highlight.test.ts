import { describe, expect, it } from 'vitest';
import { splitByRanges } from './highlight';

describe('splitByRanges', () => {
  it('cuts the text into matched and unmatched pieces that put it back together', () => {
    const text = 'raised interest rates again';
    const pieces = splitByRanges(text, [
      { from: 7, to: 15 },
      { from: 16, to: 21 },
    ]);
    expect(pieces).toEqual([
      { text: 'raised ', matched: false },
      { text: 'interest', matched: true },
      { text: ' ', matched: false },
      { text: 'rates', matched: true },
      { text: ' again', matched: false },
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
  });

  it('ignores ranges out of order, empty or past the end', () => {
    expect(
      splitByRanges('恒生指數', [
        { from: 2, to: 4 },
        { from: 0, to: 2 },
        { from: 3, to: 3 },
        { from: 3, to: 9 },
      ]),
    ).toEqual([
      { text: '恒生', matched: false },
      { text: '指數', matched: true },
    ]);
    expect(splitByRanges('no marks', [])).toEqual([{ text: 'no marks', matched: false }]);
  });
});
