import { AppError } from '../../errors.js';
import type { CheckoutCoupons, UsableCoupon } from '../subscriptions/index.js';
import type { Actor } from '../users/index.js';
import type { AchievementProgress } from './achievement-progress.js';
import type { CouponsRepository } from './coupons.repository.js';

/**
 * Spending a coupon on a card checkout: only its owner may, once, before it expires, while what earned it still holds.
 * Someone else's code gets the same answer as an unknown one, so codes cannot be probed for.
 */
export function createCouponsService(repository: CouponsRepository, progress: AchievementProgress, now: () => Date = () => new Date()) {
  return {
    async usable(actor: Actor, code: string): Promise<UsableCoupon> {
      const coupon = await repository.findByCode(code);
      if (!coupon || coupon.userId !== actor.id) throw new AppError('COUPON_NOT_FOUND', 'no such coupon among yours');
      if (coupon.usedAt) throw new AppError('COUPON_ALREADY_USED', 'this coupon has been used');
      if (coupon.expiresAt && coupon.expiresAt.getTime() <= now().getTime())
        throw new AppError('COUPON_EXPIRED', 'this coupon has expired');
      if (!(await progress.stillEarned(actor.id, coupon.source)))
        throw new AppError('COUPON_WITHDRAWN', 'refunds took the achievement that earned this coupon below its target');
      return { id: coupon.id, code: coupon.code, percentOff: coupon.percentOff, heldBy: coupon.checkoutSessionId };
    },

    hold: (couponId: string, checkoutId: string, from: string | null) => repository.hold(couponId, checkoutId, from),

    spend: (checkoutId: string, at: Date) => repository.spend(checkoutId, at),
  } satisfies CheckoutCoupons;
}

export type CouponsService = ReturnType<typeof createCouponsService>;
