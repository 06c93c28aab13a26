import { randomUUID } from 'node:crypto';
import {
  HOSTING_PLANS,
  type HostingCheckout,
  type HostingInvoice,
  type HostingInvoicePage,
  type HostingInvoicesQuery,
  type HostingPlan,
  type HostingPlanDefinition,
  type HostingSubscription,
} from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import { reverseCheckout } from '../../infra/payments/reverse-checkout.js';
import type { UnitOfWork } from '../../infra/db/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import {
  CardDeclinedError,
  type CardPaymentProvider,
  type ProviderCheckoutSession,
  type ProviderInvoice,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from '../../infra/payments/card-provider.js';
import type { Actor } from '../users/index.js';
import type { UsersService } from '../users/index.js';
import { hostingReceiptEmail } from './hosting-emails.js';
import { createHostingEntitlements, planByKey } from './hosting-entitlements.js';
import { hostingInvoiceAmountOf, hostingInvoiceStatusOf } from './hosting-invoices.js';
import { endReplacedHostingJob, hostingReceiptEmailJob } from './hosting.jobs.js';
import { canCancelHosting, canListHostingInvoices, canSubscribeToHosting } from './hosting.policy.js';
import type { HostingCheckoutRow, HostingInvoiceRow, HostingRepository, HostingSubscriptionRow } from './hosting.repository.js';

interface Deps {
  repository: HostingRepository;
  provider: CardPaymentProvider;
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
 * As for channel plans (toSubscriptionStatus): a renewal the provider is still retrying (past_due) keeps the plan,
 * since ending it here could not stop a later successful retry; any other status but trialing is recorded as ended.
 */
const hostingStatusOf = (status: ProviderSubscriptionStatus) =>
  status === 'trialing'
    ? ('trialing' as const)
    : status === 'active' || status === 'past_due'
      ? ('active' as const)
      : ('canceled' as const);

const presentSubscription = (row: HostingSubscriptionRow): HostingSubscription => ({
  id: row.id,
  status: row.status,
  current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
  plan_key: row.planKey,
});

const presentInvoice = (row: HostingInvoiceRow): HostingInvoice => ({
  id: row.id,
  created: row.createdAt.toISOString(),
  plan_key: row.planKey,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  receipt_url: row.receiptUrl,
});

/** Whose invoice it is: a hosting subscription's, or (subscriptionId null) a plan bought twice and refunded. */
type InvoiceOwner = { subscriptionId: string | null; userId: string; planKey: string };

export function createHostingService({
  repository,
  provider,
  users,
  unitOfWork,
  jobs,
  mailer,
  publicUrl,
  defaultPlanKey,
  log,
  now = Date.now,
}: Deps) {
  const origin = new URL(publicUrl).origin;
  const entitlements = createHostingEntitlements(repository, defaultPlanKey);
  const { planOf } = entitlements;

  /** Each paid hosting plan's price at the configured provider, made the first time it is asked for. */
  async function prices(): Promise<Map<string, string>> {
    const known = await repository.pricesOf(provider.name);
    for (const plan of HOSTING_PLANS) {
      if (plan.unitAmount === 0 || known.has(plan.key)) continue;
      const priceId = await provider.createPrice({
        planId: `hosting:${plan.key}`,
        // The card provider's page shows this name beside the price; providers keep one name per product.
        name: `Chunks.AI hosting plan: ${plan.key.charAt(0).toUpperCase()}${plan.key.slice(1)}`,
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

  async function ownSubscription(actor: Actor, id: string): Promise<HostingSubscriptionRow> {
    const subscription = await repository.find(id);
    if (!subscription || (subscription.userId !== actor.id && actor.role !== 'admin')) {
      throw new AppError('NOT_FOUND', 'no such hosting subscription');
    }
    return subscription;
  }

  /**
   * Records the provider's invoice on the host's list (not drafts); `status` overrides the provider's (a refund of
   * ours). The first time it is seen paid, the host's receipt is queued in the same transaction.
   */
  async function keepInvoice(owner: InvoiceOwner, invoice: ProviderInvoice, status = hostingInvoiceStatusOf(invoice)) {
    if (!status) return;
    await unitOfWork.run(async () => {
      await repository.saveInvoice({
        ...owner,
        amount: hostingInvoiceAmountOf(invoice),
        currency: invoice.currency,
        status,
        provider: provider.name,
        providerRef: invoice.id,
        receiptUrl: invoice.hostedUrl,
        createdAt: invoice.created,
      });
      const invoiceId = await repository.claimReceipt(provider.name, invoice.id, new Date(now()));
      if (invoiceId) await jobs.enqueue(hostingReceiptEmailJob, { invoiceId });
    });
  }

  const ownerOf = (row: HostingSubscriptionRow): InvoiceOwner => ({ subscriptionId: row.id, userId: row.userId, planKey: row.planKey });

  async function readRemote(local: HostingCheckoutRow) {
    try {
      const session = await provider.retrieveCheckoutSession(local.providerSessionId);
      const complete = session.status === 'complete' && session.paymentStatus !== 'unpaid' && session.subscriptionId !== null;
      const subscription = complete ? await provider.retrieveSubscription(session.subscriptionId!) : null;
      const invoice = subscription?.latestInvoiceId ? await provider.retrieveInvoice(subscription.latestInvoiceId) : null;
      return { session, subscription, invoice };
    } catch (error) {
      log.error({ err: error, checkoutId: local.id }, 'the card provider did not answer about a hosting checkout');
      throw new AppError('PAYMENT_PROVIDER_ERROR', 'the card provider did not answer');
    }
  }

  /**
   * A second hosting plan bought while one is live (two tabs, both paid): cancel it and give the money back. Its
   * payment stays on the host's invoices, refunded (or paid, when the refund did not go through), since their
   * statement shows it.
   */
  async function undoDuplicate(
    checkout: HostingCheckoutRow,
    session: ProviderCheckoutSession,
    subscription: ProviderSubscription,
    invoice: ProviderInvoice | null,
  ) {
    log.warn({ checkoutId: checkout.id }, 'a second hosting plan bought: cancelling and refunding it');
    let refunded = false;
    try {
      const paid = { subscriptionId: subscription.id, paymentIntentId: session.paymentIntentId };
      await reverseCheckout(provider, paid, invoice, `hosting-duplicate-${checkout.id}`);
      refunded = true;
    } catch (error) {
      log.error({ err: error, checkoutId: checkout.id }, 'a duplicate hosting plan was not cancelled and refunded');
    }
    if (invoice?.status === 'paid' && invoice.amountPaid > 0) {
      const owner = { subscriptionId: null, userId: checkout.userId, planKey: checkout.planKey };
      await keepInvoice(owner, invoice, refunded ? 'refunded' : 'paid');
    }
  }

  /**
   * The first invoice of a subscription just started directly. The subscription stands without it (it is paid), so a
   * provider that does not answer leaves the invoice to the provider's own events rather than failing the purchase.
   */
  async function firstInvoiceOf(remote: ProviderSubscription): Promise<ProviderInvoice | null> {
    if (!remote.latestInvoiceId) return null;
    try {
      return await provider.retrieveInvoice(remote.latestInvoiceId);
    } catch (error) {
      log.error({ err: error, providerSubscriptionId: remote.id }, 'the card provider did not answer about a hosting invoice');
      return null;
    }
  }

  async function fulfillCheckout(local: HostingCheckoutRow): Promise<HostingCheckoutRow> {
    const { session, subscription: remote, invoice } = await readRemote(local);
    if (session.status === 'expired') {
      await repository.closeCheckout(local.id, 'expired', null);
      return { ...local, status: 'expired' };
    }
    if (!remote) return local;
    let duplicate = false;
    const result = await unitOfWork.run(async (): Promise<HostingCheckoutRow> => {
      const checkout = (await repository.lockCheckout(local.id))!;
      if (checkout.status !== 'open') return checkout;
      const held = await repository.liveOf(checkout.userId);
      // A change of plan, now paid: the old plan ends here, and at the provider by a job committed with this.
      if (held && held.id === checkout.replacesSubscriptionId) {
        await repository.cancel(held.id, new Date(now()));
        await jobs.enqueue(endReplacedHostingJob, { subscriptionId: held.id });
      } else if (held && !(held.provider === provider.name && held.providerRef === remote.id)) {
        duplicate = true;
        await repository.closeCheckout(checkout.id, 'duplicate', held.id);
        return { ...checkout, status: 'duplicate', subscriptionId: held.id };
      }
      const row = await repository.insert({
        userId: checkout.userId,
        planKey: checkout.planKey,
        status: hostingStatusOf(remote.status),
        provider: provider.name,
        providerRef: remote.id,
        currentPeriodEnd: remote.currentPeriodEnd,
      });
      if (invoice) await keepInvoice(ownerOf(row), invoice);
      await repository.closeCheckout(checkout.id, 'complete', row.id);
      return { ...checkout, status: 'complete', subscriptionId: row.id };
    });
    if (duplicate) await undoDuplicate(local, session, remote, invoice);
    return result;
  }

  return {
    ...entitlements,

    async plans(): Promise<{ results: HostingPlan[] }> {
      const priceIds = await prices();
      return { results: HOSTING_PLANS.map((plan) => present(plan, priceIds.get(plan.key) ?? null)) };
    },

    async mine(actor: Actor) {
      const { plan, subscription } = await planOf(actor.id);
      const priceIds = await repository.pricesOf(provider.name);
      return {
        plan: plan && present(plan, priceIds.get(plan.key) ?? null),
        subscription: subscription && presentSubscription(subscription),
        is_default: subscription === null && plan !== null,
        default_plan_key: planByKey(defaultPlanKey)?.key ?? null,
      };
    },

    /** POST /api/stripe/subscriptions/host: a host subscribes to a hosting plan with a collected payment method. */
    async subscribe(actor: Actor, priceId: string, paymentMethodId: string) {
      if (!canSubscribeToHosting(actor)) throw new AppError('FORBIDDEN', 'only hosts subscribe to hosting plans');
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
      const invoice = await firstInvoiceOf(remote);
      const row = await unitOfWork.run(async () => {
        const inserted = await repository.insert({
          userId: actor.id,
          planKey,
          status: hostingStatusOf(remote.status),
          provider: provider.name,
          providerRef: remote.id,
          currentPeriodEnd: remote.currentPeriodEnd,
        });
        if (invoice) await keepInvoice(ownerOf(inserted), invoice);
        return inserted;
      });
      return presentSubscription(row);
    },

    /**
     * POST /api/hosting/checkout: opens the provider's hosted page for a paid hosting plan. A host on another paid
     * plan changes to this one: the checkout names the plan it replaces, which ends only once this one is paid.
     */
    async checkout(actor: Actor, planKey: string): Promise<{ session_id: string; url: string }> {
      if (!canSubscribeToHosting(actor)) throw new AppError('FORBIDDEN', 'only hosts subscribe to hosting plans');
      const plan = planByKey(planKey);
      if (!plan || plan.unitAmount === 0) {
        throw new AppError('VALIDATION_ERROR', 'not a paid hosting plan', [
          { path: 'plan_key', message: plan ? 'free_plan' : 'not_found' },
        ]);
      }
      const live = await repository.liveOf(actor.id);
      if (live?.planKey === plan.key) throw new AppError('ALREADY_SUBSCRIBED', 'you are already on this hosting plan');
      const priceId = (await prices()).get(plan.key)!;
      const user = (await users.findById(actor.id))!;
      const id = randomUUID();
      let session;
      try {
        session = await provider.createCheckoutSession({
          mode: 'subscription',
          priceId,
          trialDays: 0,
          customerEmail: user.email,
          clientReferenceId: id,
          successUrl: `${origin}/channel/dashboard?hosting_session={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}/channel/dashboard`,
          idempotencyKey: id,
        });
      } catch (error) {
        log.error({ err: error, checkoutId: id }, 'the card provider did not open a hosting checkout session');
        throw new AppError('PAYMENT_PROVIDER_ERROR', 'the card provider did not open a checkout session');
      }
      await repository.insertCheckout({
        id,
        userId: actor.id,
        planKey: plan.key,
        provider: provider.name,
        providerSessionId: session.id,
        replacesSubscriptionId: live?.id ?? null,
      });
      return { session_id: session.id, url: session.url };
    },

    /**
     * GET /api/hosting/checkout/{sessionId}: where the buyer's checkout stands. An open one is re-read from the
     * provider, and a paid one becomes the buyer's hosting subscription, once, however many times it is asked.
     */
    async checkoutStatus(actor: Actor, providerSessionId: string): Promise<HostingCheckout> {
      const local = await repository.findCheckout(provider.name, providerSessionId);
      if (!local || local.userId !== actor.id) throw new AppError('NOT_FOUND', 'no such hosting checkout');
      const current = local.status === 'open' ? await fulfillCheckout(local) : local;
      const subscription = current.subscriptionId ? await repository.find(current.subscriptionId) : undefined;
      return { status: current.status, subscription: subscription ? presentSubscription(subscription) : null };
    },

    /**
     * A provider event about a checkout that is not a channel plan's: records the hosting plan it bought, so a
     * buyer who never comes back to the site is not charged for nothing. False when the session is not a hosting one.
     */
    async fulfillBySession(providerSessionId: string): Promise<boolean> {
      const local = await repository.findCheckout(provider.name, providerSessionId);
      if (!local) return false;
      if (local.status === 'open') await fulfillCheckout(local);
      return true;
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

    /**
     * A provider event about a subscription that is not a channel plan's: a hosting plan's renewal, failed payment or
     * end, re-read from the provider. False when the subscription is not a hosting one.
     */
    async syncByProviderRef(providerRef: string): Promise<boolean> {
      const local = await repository.findByProviderRef(provider.name, providerRef);
      if (!local) return false;
      const remote = await provider.retrieveSubscription(providerRef);
      const status = hostingStatusOf(remote.status);
      await repository.syncFromProvider(local.id, {
        status,
        currentPeriodEnd: status === 'canceled' ? null : remote.currentPeriodEnd,
        canceledAt: status === 'canceled' ? (remote.canceledAt ?? new Date(now())) : null,
      });
      // A renewal (or its refused charge) is the subscription's latest invoice.
      if (remote.latestInvoiceId) await keepInvoice(ownerOf(local), await provider.retrieveInvoice(remote.latestInvoiceId));
      return true;
    },

    /**
     * A provider event about an invoice that is not a channel plan's: a hosting plan's renewal, paid or refused, goes
     * on the host's invoices. False when the invoice is not of a hosting subscription.
     */
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
}

export type HostingService = ReturnType<typeof createHostingService>;
