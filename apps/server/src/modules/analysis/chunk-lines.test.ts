import { describe, expect, it } from 'vitest';
import { linesWithin, reviewedRanges } from './chunk-lines.js';

const line = (start: number, end: number) => ({ start, end, speaker: '', text: `${start}` });

describe('linesWithin', () => {
  it('puts each line in the chunk holding its middle', () => {
    const lines = [line(0, 1000), line(1500, 2500), line(2600, 4000)];
    expect(linesWithin(lines, { start: 0, end: 2100 }).map((l) => l.start)).toEqual([0, 1500]);
    expect(linesWithin(lines, { start: 2100, end: 5000 }).map((l) => l.start)).toEqual([2600]);
  });
});

describe('reviewedRanges', () => {
  it('drops zero-length chunks and sorts the rest by time', () => {
    expect(
      reviewedRanges([
        { start: 5000, end: 9000 },
        { start: 5000, end: 5000 },
        { start: 5000, end: 5000 },
        { start: 0, end: 5000 },
      ]),
    ).toEqual([
      { start: 0, end: 5000 },
      { start: 5000, end: 9000 },
    ]);
  });
});
