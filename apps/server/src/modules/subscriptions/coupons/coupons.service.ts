import { ACHIEVEMENT_IDS, ACHIEVEMENT_TARGETS, MONEY_ACHIEVEMENTS, type AchievementId } from '@platform/shared';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../users/index.js';
import type { CheckoutCoupons, UsableCoupon } from '../checkout/checkout-coupons.js';
import type { CouponRow, CouponsRepository } from './coupons.repository.js';

const SOURCE_PREFIX = 'achievement:';

/** What money a user's achievements count, in USD cents: their own payments and those of the people they referred. */
export type MoneyTotals = Record<'TOTAL_PAID' | 'REFERRAL_PAID_TOTAL', number>;

/**
 * The money achievement a coupon was given for, read from its source ("achievement:TOTAL_PAID"); null for any other.
 * Only money achievements can be taken back (by a refund): login days and views, once counted, stay counted.
 */
export function refundableAchievementOf(source: string): keyof MoneyTotals | null {
  if (!source.startsWith(SOURCE_PREFIX)) return null;
  const id = source.slice(SOURCE_PREFIX.length);
  return (ACHIEVEMENT_IDS as readonly string[]).includes(id) && MONEY_ACHIEVEMENTS.includes(id as AchievementId)
    ? (id as keyof MoneyTotals)
    : null;
}

/**
 * The platform coupons users are given (achievement rewards) and spend on a card checkout's first payment. Only its
 * owner may spend one, once, before it expires, while the payments that earned it still hold (a refund can take a money
 * achievement back below its target). Someone else's code gets the same answer as an unknown one, so codes cannot be
 * probed for.
 */
export function createCouponsService(repository: CouponsRepository, now: () => Date = () => new Date()) {
  async function moneyTotals(userId: string): Promise<MoneyTotals> {
    const [paid, referralPaid] = await Promise.all([repository.paidTotal(userId), repository.referralPaidTotal(userId)]);
    return { TOTAL_PAID: paid, REFERRAL_PAID_TOTAL: referralPaid };
  }

  /** Whether what a coupon was given for still holds; any coupon not given for money always does. */
  async function stillEarned(userId: string, source: string): Promise<boolean> {
    const achievement = refundableAchievementOf(source);
    if (!achievement) return true;
    return (await moneyTotals(userId))[achievement] >= ACHIEVEMENT_TARGETS[achievement];
  }

  /** Whether a coupon can still take money off a payment now: unspent, unexpired and still earned. */
  async function spendable(coupon: CouponRow): Promise<boolean> {
    if (coupon.usedAt) return false;
    if (coupon.expiresAt && coupon.expiresAt.getTime() <= now().getTime()) return false;
    return stillEarned(coupon.userId, coupon.source);
  }

  const checkout: CheckoutCoupons = {
    async usable(actor: Actor, code: string): Promise<UsableCoupon> {
      const coupon = await repository.findByCode(code);
      if (!coupon || coupon.userId !== actor.id) throw new AppError('COUPON_NOT_FOUND', 'no such coupon among yours');
      if (coupon.usedAt) throw new AppError('COUPON_ALREADY_USED', 'this coupon has been used');
      if (coupon.expiresAt && coupon.expiresAt.getTime() <= now().getTime())
        throw new AppError('COUPON_EXPIRED', 'this coupon has expired');
      if (!(await stillEarned(actor.id, coupon.source)))
        throw new AppError('COUPON_WITHDRAWN', 'refunds took the achievement that earned this coupon below its target');
      return { id: coupon.id, code: coupon.code, percentOff: coupon.percentOff, heldBy: coupon.checkoutSessionId };
    },
    hold: (couponId, checkoutId, from) => repository.hold(couponId, checkoutId, from),
    spend: (checkoutId, at) => repository.spend(checkoutId, at),
    async payable(checkoutId) {
      const coupon = await repository.heldBy(checkoutId);
      return !coupon || spendable(coupon);
    },
    async withdrawnHolds(userIds) {
      const held = await repository.openCheckoutsHolding(userIds);
      const withdrawn = await Promise.all(held.map(async ({ coupon }) => !(await spendable(coupon))));
      return held.filter((_, index) => withdrawn[index]).map(({ checkoutId }) => checkoutId);
    },
  };

  return {
    ...checkout,
    /** Gives a user a coupon (an achievement's reward), in the caller's unit of work. */
    give: (values: Parameters<CouponsRepository['insertCoupon']>[0]): Promise<CouponRow> => repository.insertCoupon(values),
    /** A user's coupons, newest first. */
    ofUser: (userId: string): Promise<CouponRow[]> => repository.couponsOf(userId),
    moneyTotals,
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
