import {
  HOSTING_PLANS,
  type HostingInvoice,
  type HostingInvoicePage,
  type HostingInvoicesQuery,
  type HostingPlan,
  type HostingSubscription,
} from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { CardPaymentProvider, ProviderInvoice } from '../../infra/payments/card-provider.js';
import { subscriptionStatusOf, type BillingService } from '../billing/index.js';
import type { Actor, UsersService } from '../users/index.js';
import { hostingReceiptEmail } from './hosting-emails.js';
import { createHostingCheckout } from './hosting-checkout.js';
import { createHostingEntitlements, planByKey } from './hosting-entitlements.js';
import { createHostingLedger, ownerOf, presentHostingPlan, presentSubscription } from './hosting-ledger.js';
import { canCancelHosting, canListHostingInvoices } from './hosting.policy.js';
import type { HostingInvoiceRow, HostingRepository, HostingSubscriptionRow } from './hosting.repository.js';

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

const presentInvoice = (row: HostingInvoiceRow): HostingInvoice => ({
  id: row.id,
  created: row.createdAt.toISOString(),
  plan_key: row.planKey,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  receipt_url: row.receiptUrl,
});

/**
 * Hosting plans: what a plan allows (hosting-entitlements.ts), buying one (hosting-checkout.ts), and here the host's
 * subscription afterwards: cancel, renewals and invoices from the provider's events, receipts, usage.
 */
export function createHostingService({
  repository,
  provider,
  billing,
  users,
  unitOfWork,
  jobs,
  mailer,
  publicUrl,
  defaultPlanKey,
  log,
  now = Date.now,
}: Deps) {
  const entitlements = createHostingEntitlements(repository, defaultPlanKey);
  const { planOf } = entitlements;
  const ledger = createHostingLedger({ repository, provider, unitOfWork, jobs, now });
  const { prices, keepInvoice } = ledger;
  const checkout = createHostingCheckout({
    repository,
    cardCheckout: billing.checkout,
    providerName: provider.name,
    users,
    unitOfWork,
    jobs,
    ledger,
    publicUrl,
    now,
  });

  async function ownSubscription(actor: Actor, id: string): Promise<HostingSubscriptionRow> {
    const subscription = await repository.find(id);
    if (!subscription || (subscription.userId !== actor.id && actor.role !== 'admin')) {
      throw new AppError('NOT_FOUND', 'no such hosting subscription');
    }
    return subscription;
  }

  const service = {
    ...entitlements,
    ...checkout,

    async plans(): Promise<{ results: HostingPlan[] }> {
      const priceIds = await prices();
      return { results: HOSTING_PLANS.map((plan) => presentHostingPlan(plan, priceIds.get(plan.key) ?? null)) };
    },

    async mine(actor: Actor) {
      const { plan, subscription } = await planOf(actor.id);
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

    /** The receipt job: nothing to send once the host's account is gone. */
    async sendReceipt(invoiceId: string): Promise<void> {
      const invoice = await repository.findInvoice(invoiceId);
      const host = invoice && (await users.findById(invoice.userId));
      if (!invoice || !host) return;
      const payment = {
        planKey: invoice.planKey,
        amountCents: invoice.amount,
        currency: invoice.currency,
        paidAt: invoice.createdAt,
        receiptUrl: invoice.receiptUrl,
      };
      await mailer.send(hostingReceiptEmail(host.email, payment, publicUrl));
    },

    /** A provider event about a hosting plan's renewal, failed payment or end, re-read from the provider. False: not a hosting plan's. */
    async syncByProviderRef(providerRef: string): Promise<boolean> {
      const local = await repository.findByProviderRef(provider.name, providerRef);
      if (!local) return false;
      const remote = await provider.retrieveSubscription(providerRef);
      const status = subscriptionStatusOf(remote.status);
      await repository.syncFromProvider(local.id, {
        status,
        currentPeriodEnd: status === 'canceled' ? null : remote.currentPeriodEnd,
        canceledAt: status === 'canceled' ? (remote.canceledAt ?? new Date(now())) : null,
      });
      // A renewal (or its refused charge) is the subscription's latest invoice.
      if (remote.latestInvoiceId) await keepInvoice(ownerOf(local), await provider.retrieveInvoice(remote.latestInvoiceId));
      return true;
    },

    /** A provider event about an invoice: a hosting plan's renewal, paid or refused, goes on the host's invoices. False: not a hosting plan's. */
    async recordInvoice(invoice: ProviderInvoice): Promise<boolean> {
      if (!invoice.subscriptionId) return false;
      const local = await repository.findByProviderRef(provider.name, invoice.subscriptionId);
      if (!local) return false;
      await keepInvoice(ownerOf(local), invoice);
      return true;
    },

    /** GET /api/hosting/invoices: a host's hosting-fee invoices, newest first; their own unless an admin names another. */
    async invoices(actor: Actor, query: HostingInvoicesQuery): Promise<HostingInvoicePage> {
      const userId = query.user_id ?? actor.id;
      if (!canListHostingInvoices(actor, userId)) throw new AppError('FORBIDDEN', "only admins read another host's hosting invoices");
      const { rows, total } = await repository.invoicesOf(userId, query.limit, query.offset);
      return { results: rows.map(presentInvoice), _total_count: total, _limit: query.limit };
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
  billing.sell({
    name: 'hosting-plan',
    fulfillCheckout: service.fulfillBySession,
    syncSubscription: service.syncByProviderRef,
    recordInvoice: service.recordInvoice,
  });
  return service;
}

export type HostingService = ReturnType<typeof createHostingService>;
