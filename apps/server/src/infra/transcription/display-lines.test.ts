import { describe, expect, it } from 'vitest';
import { wordsToLines } from './display-lines.js';

const word = (text: string, start: number, end: number) => ({ text, start, end });

describe('wordsToLines', () => {
  it('starts a new line at a pause of 0.25 s or more', () => {
    const lines = wordsToLines([word('rates', 0, 0.4), word('rose', 0.45, 0.8), word('now', 1.1, 1.3), word('pasta', 1.35, 1.8)]);
    expect(lines).toEqual([
      { start: 0, end: 0.8, speaker: '', text: 'rates rose' },
      { start: 1.1, end: 1.8, speaker: '', text: 'now pasta' },
    ]);
  });

  it('starts a new line after 18 words or 8 s without a pause', () => {
    const many = Array.from({ length: 20 }, (_, i) => word(`w${i}`, i * 0.2, i * 0.2 + 0.19));
    expect(wordsToLines(many).map((line) => line.text.split(' ').length)).toEqual([18, 2]);
    const slow = Array.from({ length: 6 }, (_, i) => word(`w${i}`, i * 2, i * 2 + 1.9));
    expect(wordsToLines(slow).map((line) => line.text.split(' ').length)).toEqual([4, 2]);
  });

  it('gives no line for no words', () => {
    expect(wordsToLines([])).toEqual([]);
  });
});
