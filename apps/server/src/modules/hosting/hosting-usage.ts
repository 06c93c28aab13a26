import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import { planByKey } from './hosting-entitlements.js';
import type { HostingRepository, HostingSubscriptionRow } from './hosting.repository.js';

/** Live minutes past a hosting plan's duration (spec 001 §7 POST /api/stripe/usage), and what they cost. */
export function createHostingUsage(repository: HostingRepository) {
  async function ownSubscription(actor: Actor, id: string): Promise<HostingSubscriptionRow> {
    const subscription = await repository.find(id);
    if (!subscription || (subscription.userId !== actor.id && actor.role !== 'admin')) {
      throw new AppError('NOT_FOUND', 'no such hosting subscription');
    }
    return subscription;
  }

  async function usage(actor: Actor, subscriptionId: string) {
    const subscription = await ownSubscription(actor, subscriptionId);
    const records = await repository.usageOf(subscription.id);
    const totalMinutes = records.reduce((sum, record) => sum + record.minutes, 0);
    return {
      subscription_id: subscription.id,
      total_minutes: totalMinutes,
      overtime_cents: totalMinutes * (planByKey(subscription.planKey)?.overtimeCentsPerMinute ?? 0),
      records: records.map((record) => ({ minutes: record.minutes, recorded_on: record.createdAt.toISOString() })),
    };
  }

  return {
    usage,

    /** POST /api/stripe/usage: live minutes past the plan's duration, recorded against the host's subscription. */
    async reportUsage(actor: Actor, minutes: number, activityId: string | null) {
      const subscription = await repository.liveOf(actor.id);
      if (!subscription) throw new AppError('HOSTING_PLAN_REQUIRED', 'usage is recorded against a hosting subscription');
      await repository.addUsage(subscription.id, minutes, activityId);
      return usage(actor, subscription.id);
    },
  };
}
