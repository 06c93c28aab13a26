import { randomUUID } from 'node:crypto';
import type { HostingCheckout } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { UnitOfWork } from '../../infra/db/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import {
  CardDeclinedError,
  type CardPaymentProvider,
  type ProviderCheckoutSession,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../../infra/payments/card-provider.js';
import { reverseCheckout } from '../../infra/payments/reverse-checkout.js';
import type { Actor, UsersService } from '../users/index.js';
import { planByKey } from './hosting-entitlements.js';
import { hostingStatusOf, ownerOf, presentSubscription, type HostingLedger } from './hosting-ledger.js';
import { endReplacedHostingJob } from './hosting.jobs.js';
import { canSubscribeToHosting } from './hosting.policy.js';
import type { HostingCheckoutRow, HostingRepository } from './hosting.repository.js';

interface Deps {
  repository: HostingRepository;
  provider: CardPaymentProvider;
  users: UsersService;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  ledger: HostingLedger;
  /** Where the provider's hosted page sends the buyer back (the configured address, never the request's). */
  publicUrl: string;
  log: Logger;
  now: () => number;
}

/**
 * Buying a hosting plan: directly with a collected card, or through the provider's hosted page, whose payment becomes
 * the host's subscription once (on the buyer's return or the provider's event, whichever comes first).
 */
export function createHostingCheckout({ repository, provider, users, unitOfWork, jobs, ledger, publicUrl, log, now }: Deps) {
  const origin = new URL(publicUrl).origin;
  const { prices, keepInvoice } = ledger;

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
  };
}
