import { describe, expect, it } from 'vitest';
import { answeringChunk, chunkIndexAt, duringChunk, formatLiveClock } from './replay';

const chunks = [
  { id: 'a', start: 0, end: 60_000 },
  { id: 'b', start: 60_000, end: 125_000 },
];

describe('chunkIndexAt', () => {
  it('finds the chunk whose start the time reaches and whose end it has not', () => {
    expect(chunkIndexAt(chunks, 0)).toBe(0);
    expect(chunkIndexAt(chunks, 59_999)).toBe(0);
    expect(chunkIndexAt(chunks, 60_000)).toBe(1);
  });

  it('counts the recording’s very end in the last chunk, and nothing after it or before go-live', () => {
    expect(chunkIndexAt(chunks, 125_000)).toBe(1);
    expect(chunkIndexAt(chunks, 125_001)).toBe(-1);
    expect(chunkIndexAt(chunks, null)).toBe(-1);
    expect(chunkIndexAt([], 0)).toBe(-1);
  });

  it('leaves a time in a gap between chunks outside both', () => {
    expect(chunkIndexAt([chunks[0]!, { id: 'c', start: 70_000, end: 80_000 }], 65_000)).toBe(-1);
  });
});

describe('duringChunk', () => {
  it('keeps the items whose time falls in the chunk, in their order', () => {
    const items = [
      { text: 'early', at: 1000 },
      { text: 'later', at: 61_000 },
      { text: 'waiting room', at: null },
      { text: 'end', at: 124_000 },
    ];
    expect(duringChunk(items, chunks, 1, (item) => item.at).map((item) => item.text)).toEqual(['later', 'end']);
  });
});

describe('formatLiveClock', () => {
  it('writes minutes and seconds, and hours past an hour', () => {
    expect(formatLiveClock(751_900)).toBe('12:31');
    expect(formatLiveClock(5_000)).toBe('0:05');
    expect(formatLiveClock(3_723_000)).toBe('1:02:03');
  });
});

describe('answeringChunk', () => {
  it('is the chunk playing when the question was marked answered, none for an open question', () => {
    expect(answeringChunk(chunks, { answered: true, answered_ms: 61_000 })?.id).toBe('b');
    expect(answeringChunk(chunks, { answered: false, answered_ms: null })).toBeUndefined();
    expect(answeringChunk(chunks, { answered: true, answered_ms: null })).toBeUndefined();
  });
});
