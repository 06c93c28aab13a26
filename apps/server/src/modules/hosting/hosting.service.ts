import { HOSTING_PLANS, type HostingPlan, type HostingSubscription } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { CardPaymentProvider } from '../../infra/payments/card-provider.js';
import type { BillingService } from '../billing/index.js';
import type { Actor, UsersService } from '../users/index.js';
import { createHostingCheckout } from './hosting-checkout.js';
import { createHostingEntitlements, planByKey } from './hosting-entitlements.js';
import { createHostingFees } from './hosting-fees.js';
import { createHostingLedger, presentHostingPlan, presentSubscription } from './hosting-ledger.js';
import { createHostingUsage } from './hosting-usage.js';
import { canCancelHosting } from './hosting.policy.js';
import type { HostingRepository } from './hosting.repository.js';

interface Deps {
  repository: HostingRepository;
  provider: CardPaymentProvider;
  /** The billing core: hosting plans are one of the products sold through it. */
  billing: BillingService;
  users: UsersService;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  mailer: Mailer;
  /** Where the provider's hosted page sends the buyer back (the configured address, never the request's). */
  publicUrl: string;
  /** The plan hosts have without a subscription; null: none. */
  defaultPlanKey: string | null;
  log: Logger;
  now?: () => number;
}

/**
 * Hosting plans, composed: what a plan allows (hosting-entitlements.ts), buying one (hosting-checkout.ts), its fees
 * afterwards (hosting-fees.ts: renewals, invoices, receipts), overtime usage (hosting-usage.ts), and here the plans on
 * offer, the host's plan and its cancellation. Registered with the billing core as the product `hosting-plan`.
 */
export function createHostingService(deps: Deps) {
  const { repository, provider, billing, users, unitOfWork, jobs, mailer, publicUrl, defaultPlanKey, log, now = Date.now } = deps;
  const entitlements = createHostingEntitlements(repository, defaultPlanKey);
  const ledger = createHostingLedger({ repository, provider, unitOfWork, jobs, now });
  const cardCheckout = billing.checkout;
  const checkout = createHostingCheckout({
    repository,
    cardCheckout,
    providerName: provider.name,
    users,
    unitOfWork,
    jobs,
    ledger,
    publicUrl,
    now,
  });
  const fees = createHostingFees({ repository, provider, ledger, users, mailer, publicUrl, now });

  const service = {
    ...entitlements,
    ...checkout,
    ...fees,
    ...createHostingUsage(repository),

    async plans(): Promise<{ results: HostingPlan[] }> {
      const priceIds = await ledger.prices();
      return { results: HOSTING_PLANS.map((plan) => presentHostingPlan(plan, priceIds.get(plan.key) ?? null)) };
    },

    async mine(actor: Actor) {
      const { plan, subscription } = await entitlements.planOf(actor.id);
      const priceIds = await repository.pricesOf(provider.name);
      return {
        plan: plan && presentHostingPlan(plan, priceIds.get(plan.key) ?? null),
        subscription: subscription && presentSubscription(subscription),
        is_default: subscription === null && plan !== null,
        default_plan_key: planByKey(defaultPlanKey)?.key ?? null,
      };
    },

    /**
     * DELETE /api/hosting/subscriptions/{id}: ends a hosting subscription at the provider, then here. Spec §4 and §9:
     * cancelling gives no refund and access is lost at once, so the host is back on the default plan (or none) now.
     */
    async cancel(actor: Actor, id: string): Promise<HostingSubscription> {
      const subscription = await repository.find(id);
      if (!subscription || !canCancelHosting(actor, subscription)) throw new AppError('NOT_FOUND', 'no such hosting subscription');
      if (subscription.status === 'canceled') {
        throw new AppError('SUBSCRIPTION_NOT_CANCELLABLE', 'this hosting subscription has already ended');
      }
      if (subscription.provider !== provider.name) {
        log.error({ subscriptionId: id }, 'a hosting subscription of a provider that is no longer configured');
        throw new AppError('PAYMENT_PROVIDER_ERROR', 'the card provider of this subscription is not configured');
      }
      try {
        // The provider first: a failure leaves the plan as it was, and asking again is safe (cancel is idempotent).
        await provider.cancelSubscription(subscription.providerRef);
      } catch (error) {
        log.error({ err: error, subscriptionId: id }, 'the card provider did not cancel a hosting subscription');
        throw new AppError('PAYMENT_PROVIDER_ERROR', 'the card provider did not cancel the subscription');
      }
      await repository.cancel(id, new Date(now()));
      return presentSubscription((await repository.find(id))!);
    },

    /** The job behind a change of plan: the replaced subscription stops at the provider too. */
    async endReplaced(subscriptionId: string): Promise<void> {
      const subscription = await repository.find(subscriptionId);
      if (!subscription || subscription.status !== 'canceled' || subscription.provider !== provider.name) return;
      await provider.cancelSubscription(subscription.providerRef);
    },
  };
  billing.sell({
    name: 'hosting-plan',
    fulfillCheckout: service.fulfillBySession,
    syncSubscription: service.syncByProviderRef,
    recordInvoice: service.recordInvoice,
  });
  return service;
}

export type HostingService = ReturnType<typeof createHostingService>;
