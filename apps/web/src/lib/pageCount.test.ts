import { describe, expect, it } from 'vitest';
import { pageCount, pageInstead, pageOf } from './pageCount';

describe('pageCount', () => {
  it('rounds up and never answers less than one page', () => {
    expect(pageCount({ _total_count: 41, _limit: 20 })).toBe(3);
    expect(pageCount({ _total_count: 40, _limit: 20 })).toBe(2);
    expect(pageCount({ _total_count: 0, _limit: 20 })).toBe(1);
    expect(pageCount({ _total_count: 5, _limit: 0 })).toBe(1);
    expect(pageCount(undefined)).toBe(1);
  });
});

describe('pageOf', () => {
  it('reads positive whole numbers and falls back to page 1', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('2.5')).toBe(1);
    expect(pageOf('x')).toBe(1);
    expect(pageOf(null)).toBe(1);
  });
});

describe('pageInstead', () => {
  const answer = (total: number, shown: number) => ({ _total_count: total, _limit: 20, results: Array.from({ length: shown }) });

  it('sends a page past the end back to the last page that has anything', () => {
    expect(pageInstead(answer(41, 0), 99)).toBe(3);
    expect(pageInstead(answer(40, 0), 3)).toBe(2);
  });

  it('leaves a page with results, page 1 and a list still loading as they are', () => {
    expect(pageInstead(answer(41, 1), 3)).toBeNull();
    expect(pageInstead(answer(0, 0), 1)).toBeNull();
    expect(pageInstead(answer(0, 0), 4)).toBe(1);
    expect(pageInstead(undefined, 9)).toBeNull();
  });
});
