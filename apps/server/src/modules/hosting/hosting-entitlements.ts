import { HOSTING_PLANS, type HostingFeature, type HostingPlanDefinition } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import { hasHostingFeature } from './hosting.policy.js';
import type { HostingRepository, HostingSubscriptionRow } from './hosting.repository.js';

export const planByKey = (key: string | null) => HOSTING_PLANS.find((plan) => plan.key === key) ?? null;

/**
 * What a host's platform plan lets their channels do (spec §9 plan features): how many channels, which features, the
 * limits of a live. Read by the channels, uploads and the live room; hosting.service.ts sells and bills the plans.
 */
export function createHostingEntitlements(repository: Pick<HostingRepository, 'liveOf'>, defaultPlanKey: string | null) {
  async function planOf(userId: string): Promise<{ plan: HostingPlanDefinition | null; subscription: HostingSubscriptionRow | null }> {
    const subscription = (await repository.liveOf(userId)) ?? null;
    return { plan: planByKey(subscription?.planKey ?? defaultPlanKey), subscription };
  }

  return {
    planOf,

    /** How many channels the user's hosting plan lets them run; null when no plan limits them (admins, no plan known). */
    async channelLimit(actor: Actor): Promise<number | null> {
      if (actor.role === 'admin') return null;
      return (await planOf(actor.id)).plan?.channels ?? null;
    },

    /** Throws the spec's 403 unless the user's hosting plan includes the feature. */
    async requireFeature(actor: Actor, feature: HostingFeature): Promise<void> {
      if (actor.role === 'admin') return;
      const { plan } = await planOf(actor.id);
      if (!plan) throw new AppError('HOSTING_PLAN_REQUIRED', 'you need to subscribe hosting plan to create webinar');
      if (!hasHostingFeature(actor, plan, feature))
        throw new AppError('PLAN_UPGRADE_REQUIRED', `the ${plan.key} hosting plan has no ${feature}`);
    },

    /**
     * What a live may use (spec §9): going live needs a hosting plan ('you need to subscribe hosting plan to create
     * webinar'); admins run a channel's live without one, with the largest plan's limits.
     */
    async liveLimits(actor: Actor): Promise<Pick<HostingPlanDefinition, 'speakers' | 'participants' | 'liveDurationMinutes' | 'features'>> {
      if (actor.role === 'admin') {
        const largest = HOSTING_PLANS.reduce((a, b) => (b.participants + b.speakers > a.participants + a.speakers ? b : a));
        return largest;
      }
      const { plan } = await planOf(actor.id);
      if (!plan) throw new AppError('HOSTING_PLAN_REQUIRED', 'you need to subscribe hosting plan to create webinar');
      return plan;
    },
  };
}
