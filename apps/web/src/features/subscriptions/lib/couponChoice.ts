import type { Coupon } from '@platform/shared';

/** My coupons that checkout can spend: percent-off coupons still available (redeem codes are redeemed, not spent). */
export function spendableCoupons(coupons: readonly Coupon[]): Coupon[] {
  return coupons.filter((coupon) => coupon.kind === 'coupon' && coupon.status === 'available' && coupon.percent_off !== null);
}

/** The listed coupon a typed code names (codes are compared in capitals, as the server compares them). */
export function couponOfCode(coupons: readonly Coupon[], typed: string): Coupon | null {
  const code = typed.trim().toUpperCase();
  return code ? (coupons.find((coupon) => coupon.code === code) ?? null) : null;
}
