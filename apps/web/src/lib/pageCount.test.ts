import { describe, expect, it } from 'vitest';
import { pageCount, pageOf } from './pageCount';

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
