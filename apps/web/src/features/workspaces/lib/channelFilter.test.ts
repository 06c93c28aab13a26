import { describe, expect, it } from 'vitest';
import { channelFilterOf, suggestionsQueryString } from './channelFilter';

describe('channelFilterOf', () => {
  it('reads keyword, a known category and title', () => {
    expect(channelFilterOf(new URLSearchParams('keyword=hot&category=K1_FINANCE&title=%20Daily%20'))).toEqual({
      keyword: 'hot',
      category: 'K1_FINANCE',
      title: 'Daily',
    });
  });

  it('drops unknown categories and blanks, and reads search as title', () => {
    expect(channelFilterOf(new URLSearchParams('category=K9_NOPE&keyword=%20&search=cook'))).toEqual({
      keyword: undefined,
      category: undefined,
      title: 'cook',
    });
  });
});

describe('suggestionsQueryString', () => {
  it('sends only the filters given', () => {
    expect(suggestionsQueryString({ keyword: 'metro radio' }, 4, 0)).toBe('limit=4&offset=0&keywords=metro+radio');
    expect(suggestionsQueryString({ category: 'K1_SHOPPING', title: 'x' }, 16, 32)).toBe('limit=16&offset=32&category=K1_SHOPPING&title=x');
  });
});
