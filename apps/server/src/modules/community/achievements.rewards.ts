import type { AchievementId } from '@platform/shared';

/** A coupon's discount, in percent. */
export type CouponReward = { kind: 'coupon'; percentOff: number };
export type AchievementReward = CouponReward | { kind: 'redeem_code'; planId: string } | { kind: 'mark' };

/** Coupons stay usable this long after they are given. */
export const COUPON_VALID_DAYS = 90;

/**
 * What each achievement gives, once per user. The referral achievement gives a redeem code for the plan the operator
 * names (ACHIEVEMENT_REWARD_PLAN_ID); without one it gives a coupon instead, so it always rewards something.
 */
export function achievementReward(id: AchievementId, rewardPlanId: string | null): AchievementReward {
  switch (id) {
    case 'CONSECUTIVE_LOGINS':
      return { kind: 'coupon', percentOff: 10 };
    case 'VIEW_COUNT':
      return { kind: 'mark' };
    case 'TOTAL_PAID':
      return { kind: 'coupon', percentOff: 20 };
    case 'REFERRAL_PAID_TOTAL':
      return rewardPlanId ? { kind: 'redeem_code', planId: rewardPlanId } : { kind: 'coupon', percentOff: 15 };
  }
}
