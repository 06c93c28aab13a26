import { SUGGESTED_SEARCH_KEYWORDS } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { pickRandom } from './pickRandom';

describe('pickRandom', () => {
  it('picks the asked number of distinct items from the list', () => {
    const picked = pickRandom(SUGGESTED_SEARCH_KEYWORDS, 5);
    expect(picked).toHaveLength(5);
    expect(new Set(picked).size).toBe(5);
    expect(picked.every((keyword) => SUGGESTED_SEARCH_KEYWORDS.includes(keyword))).toBe(true);
  });

  it('follows the random source and stops when the list runs out', () => {
    expect(pickRandom(['a', 'b', 'c'], 2, () => 0)).toEqual(['a', 'b']);
    expect(pickRandom(['a', 'b', 'c'], 2, () => 0.99)).toEqual(['c', 'b']);
    expect(pickRandom(['a'], 5)).toEqual(['a']);
  });
});
