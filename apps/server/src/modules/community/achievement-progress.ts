import { ACHIEVEMENT_IDS, ACHIEVEMENT_TARGETS, longestLoginStreak, MONEY_ACHIEVEMENTS, type AchievementId } from '@platform/shared';
import type { CommunityRepository } from './community.repository.js';

const SOURCE_PREFIX = 'achievement:';

/**
 * The money achievement a coupon was given for, read from its source ("achievement:TOTAL_PAID"); null for any other.
 * Only money achievements can be taken back (by a refund): login days and views, once counted, stay counted.
 */
export function refundableAchievementOf(source: string): AchievementId | null {
  if (!source.startsWith(SOURCE_PREFIX)) return null;
  const id = source.slice(SOURCE_PREFIX.length);
  return (ACHIEVEMENT_IDS as readonly string[]).includes(id) && MONEY_ACHIEVEMENTS.includes(id as AchievementId)
    ? (id as AchievementId)
    : null;
}

/**
 * Spec §9 achievements, computed from the recorded events each time they are asked for. Money achievements count paid
 * invoices only, so a refund can take one back below its target.
 */
export function createAchievementProgress(repository: CommunityRepository) {
  async function progressOf(userId: string): Promise<Record<AchievementId, number>> {
    const [logins, views, paid, referralPaid] = await Promise.all([
      repository.loginTimes(userId),
      repository.viewCount(userId),
      repository.paidTotal(userId),
      repository.referralPaidTotal(userId),
    ]);
    return { CONSECUTIVE_LOGINS: longestLoginStreak(logins), VIEW_COUNT: views, TOTAL_PAID: paid, REFERRAL_PAID_TOTAL: referralPaid };
  }

  return {
    progressOf,
    /**
     * Whether what a coupon was given for still holds: false once refunds took its achievement back below target (a
     * US$100 course bought, its coupon taken, the course refunded). Any other coupon always holds.
     */
    async stillEarned(userId: string, source: string): Promise<boolean> {
      const achievement = refundableAchievementOf(source);
      if (!achievement) return true;
      return (await progressOf(userId))[achievement] >= ACHIEVEMENT_TARGETS[achievement];
    },
  };
}

export type AchievementProgress = ReturnType<typeof createAchievementProgress>;
