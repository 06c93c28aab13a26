import { HOSTING_PLANS, type HostingFeature, type HostingPlan, type HostingPlanDefinition } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import { CardDeclinedError, type CardPaymentProvider } from '../../infra/payments/card-provider.js';
import type { Actor } from '../users/users.policy.js';
import type { UsersService } from '../users/users.service.js';
import { hasHostingFeature } from './hosting.policy.js';
import type { HostingRepository, HostingSubscriptionRow } from './hosting.repository.js';

interface Deps {
  repository: HostingRepository;
  provider: CardPaymentProvider;
  users: UsersService;
  /** The plan hosts have without a subscription; null: none. */
  defaultPlanKey: string | null;
  log: Logger;
}

const planByKey = (key: string | null) => HOSTING_PLANS.find((plan) => plan.key === key) ?? null;

export function createHostingService({ repository, provider, users, defaultPlanKey, log }: Deps) {
  /** Each paid hosting plan's price at the configured provider, made the first time it is asked for. */
  async function prices(): Promise<Map<string, string>> {
    const known = await repository.pricesOf(provider.name);
    for (const plan of HOSTING_PLANS) {
      if (plan.unitAmount === 0 || known.has(plan.key)) continue;
      const priceId = await provider.createPrice({
        planId: `hosting:${plan.key}`,
        name: `Hosting: ${plan.key}`,
        unitAmount: plan.unitAmount,
        currency: 'usd',
        intervalCount: 1,
      });
      known.set(plan.key, await repository.savePrice(plan.key, provider.name, priceId));
    }
    return known;
  }

  function present(plan: HostingPlanDefinition, priceId: string | null): HostingPlan {
    return {
      key: plan.key,
      price_id: priceId,
      unit_amount: plan.unitAmount,
      currency: 'usd',
      live_duration_minutes: plan.liveDurationMinutes,
      host_accounts: plan.hostAccounts,
      participants: plan.participants,
      speakers: plan.speakers,
      channels: plan.channels,
      overtime_cents_per_minute: plan.overtimeCentsPerMinute,
      features: [...plan.features],
    };
  }

  async function planOf(userId: string): Promise<{ plan: HostingPlanDefinition | null; subscription: HostingSubscriptionRow | null }> {
    const subscription = (await repository.liveOf(userId)) ?? null;
    return { plan: planByKey(subscription?.planKey ?? defaultPlanKey), subscription };
  }

  async function ownSubscription(actor: Actor, id: string): Promise<HostingSubscriptionRow> {
    const subscription = await repository.find(id);
    if (!subscription || (subscription.userId !== actor.id && actor.role !== 'admin')) {
      throw new AppError('NOT_FOUND', 'no such hosting subscription');
    }
    return subscription;
  }

  return {
    async plans(): Promise<{ results: HostingPlan[] }> {
      const priceIds = await prices();
      return { results: HOSTING_PLANS.map((plan) => present(plan, priceIds.get(plan.key) ?? null)) };
    },

    async mine(actor: Actor) {
      const { plan, subscription } = await planOf(actor.id);
      const priceIds = await repository.pricesOf(provider.name);
      return {
        plan: plan && present(plan, priceIds.get(plan.key) ?? null),
        subscription: subscription && {
          id: subscription.id,
          status: subscription.status,
          current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
        },
        is_default: subscription === null && plan !== null,
      };
    },

    /** Throws the spec's 403 unless the user's hosting plan includes the feature. */
    async requireFeature(actor: Actor, feature: HostingFeature): Promise<void> {
      if (actor.role === 'admin') return;
      const { plan } = await planOf(actor.id);
      if (!plan) throw new AppError('HOSTING_PLAN_REQUIRED', 'you need to subscribe hosting plan to create webinar');
      if (!hasHostingFeature(actor, plan, feature))
        throw new AppError('PLAN_UPGRADE_REQUIRED', `the ${plan.key} hosting plan has no ${feature}`);
    },

    /** POST /api/stripe/subscriptions/host: a host subscribes to a hosting plan with a collected payment method. */
    async subscribe(actor: Actor, priceId: string, paymentMethodId: string) {
      if (actor.role !== 'host' && actor.role !== 'admin') throw new AppError('FORBIDDEN', 'only hosts subscribe to hosting plans');
      const planKey = [...(await prices()).entries()].find(([, id]) => id === priceId)?.[0];
      if (!planKey) throw new AppError('VALIDATION_ERROR', 'not a hosting plan price', [{ path: 'priceId', message: 'not_found' }]);
      if (await repository.liveOf(actor.id)) throw new AppError('ALREADY_SUBSCRIBED', 'you already have a hosting plan');
      const user = (await users.findById(actor.id))!;
      let remote;
      try {
        remote = await provider.createSubscription({
          priceId,
          paymentMethodId,
          customerEmail: user.email,
          // A retried request (same person, plan, card and attempt) reaches the provider's same subscription; another
          // card after a decline is a new attempt, since providers replay a declined answer to the same key.
          idempotencyKey: `hosting-${actor.id}-${planKey}-${await repository.countOf(actor.id)}-${paymentMethodId}`,
        });
      } catch (error) {
        if (error instanceof CardDeclinedError) throw new AppError('CARD_DECLINED', `card declined: ${error.declineCode}`);
        log.error({ err: error }, 'the card provider did not start a hosting subscription');
        throw new AppError('PAYMENT_PROVIDER_ERROR', 'the card provider did not start the subscription');
      }
      const row = await repository.insert({
        userId: actor.id,
        planKey,
        status: remote.status === 'trialing' ? 'trialing' : remote.status === 'active' ? 'active' : 'canceled',
        provider: provider.name,
        providerRef: remote.id,
        currentPeriodEnd: remote.currentPeriodEnd,
      });
      return { id: row.id, status: row.status, current_period_end: row.currentPeriodEnd?.toISOString() ?? null };
    },

    /** POST /api/stripe/usage: live minutes past the plan's duration, recorded against the host's subscription. */
    async reportUsage(actor: Actor, minutes: number, activityId: string | null) {
      const subscription = await repository.liveOf(actor.id);
      if (!subscription) throw new AppError('HOSTING_PLAN_REQUIRED', 'usage is recorded against a hosting subscription');
      await repository.addUsage(subscription.id, minutes, activityId);
      return this.usage(actor, subscription.id);
    },

    async usage(actor: Actor, subscriptionId: string) {
      const subscription = await ownSubscription(actor, subscriptionId);
      const records = await repository.usageOf(subscription.id);
      const totalMinutes = records.reduce((sum, record) => sum + record.minutes, 0);
      return {
        subscription_id: subscription.id,
        total_minutes: totalMinutes,
        overtime_cents: totalMinutes * (planByKey(subscription.planKey)?.overtimeCentsPerMinute ?? 0),
        records: records.map((record) => ({ minutes: record.minutes, recorded_on: record.createdAt.toISOString() })),
      };
    },
  };
}

export type HostingService = ReturnType<typeof createHostingService>;
