import { describe, expect, it } from 'vitest';
import { playedSeconds } from './playedSeconds';

const ranges = (...spans: [number, number][]) => ({
  length: spans.length,
  start: (index: number) => spans[index]![0],
  end: (index: number) => spans[index]![1],
});

describe('playedSeconds', () => {
  it('adds up the played ranges, leaving out what was skipped', () => {
    expect(playedSeconds(ranges())).toBe(0);
    expect(playedSeconds(ranges([0, 12.5]))).toBe(12.5);
    expect(playedSeconds(ranges([0, 10], [90, 100]))).toBe(20);
  });
});
