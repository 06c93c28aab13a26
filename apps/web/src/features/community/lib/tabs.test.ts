import { describe, expect, it } from 'vitest';
import { tabFromQuery } from './tabs';

describe('tabFromQuery', () => {
  it.each([
    ['EVENT', 'EVENT'],
    ['MY_ACHIEVEMENT', 'MY_ACHIEVEMENT'],
    ['MY_COUPON', 'MY_COUPON'],
    ['my_coupon', 'EVENT'],
    [null, 'EVENT'],
    ['', 'EVENT'],
  ])('reads %s as %s', (value, tab) => {
    expect(tabFromQuery(value)).toBe(tab);
  });
});
