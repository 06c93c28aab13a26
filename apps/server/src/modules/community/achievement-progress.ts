import { longestLoginStreak, type AchievementId } from '@platform/shared';
import type { CouponsService } from '../subscriptions/index.js';
import type { CommunityRepository } from './community.repository.js';

/**
 * Spec §9 achievements, computed from the recorded events each time they are asked for. Money achievements count paid
 * invoices only (the billing core sums them), so a refund can take one back below its target.
 */
export function createAchievementProgress(repository: CommunityRepository, money: Pick<CouponsService, 'moneyTotals'>) {
  async function progressOf(userId: string): Promise<Record<AchievementId, number>> {
    const [logins, views, totals] = await Promise.all([
      repository.loginTimes(userId),
      repository.viewCount(userId),
      money.moneyTotals(userId),
    ]);
    return { CONSECUTIVE_LOGINS: longestLoginStreak(logins), VIEW_COUNT: views, ...totals };
  }

  return { progressOf };
}

export type AchievementProgress = ReturnType<typeof createAchievementProgress>;
