import type { Coupon } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { couponOfCode, spendableCoupons } from './couponChoice';

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  id: 'c1',
  kind: 'coupon',
  code: 'ABCDEFGH23',
  percent_off: 10,
  plan_name: null,
  source: 'achievement:TOTAL_PAID',
  status: 'available',
  expires_at: null,
  created_on: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('spendableCoupons', () => {
  it('keeps available percent-off coupons only', () => {
    const list = [
      coupon({ id: 'ok' }),
      coupon({ id: 'used', status: 'used' }),
      coupon({ id: 'expired', status: 'expired' }),
      coupon({ id: 'code', kind: 'redeem_code', percent_off: null, plan_name: 'Gold' }),
    ];
    expect(spendableCoupons(list).map(({ id }) => id)).toEqual(['ok']);
  });
});

describe('couponOfCode', () => {
  const list = [coupon({ id: 'a', code: 'SAVE10CODE' }), coupon({ id: 'b', code: 'OTHER22222' })];
  it('finds a code typed in small letters or with spaces around it', () => {
    expect(couponOfCode(list, ' save10code ')?.id).toBe('a');
  });
  it('finds nothing for an empty or unknown code', () => {
    expect(couponOfCode(list, '')).toBeNull();
    expect(couponOfCode(list, 'NOPE')).toBeNull();
  });
});
