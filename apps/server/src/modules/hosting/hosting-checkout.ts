import { randomUUID } from 'node:crypto';
import type { HostingCheckout } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import type { ProviderSubscription } from '../../infra/payments/card-provider.js';
import { subscriptionStatusOf, type CardCheckout, type CheckoutLedger, type PaidCheckout } from '../billing/index.js';
import type { Actor, UsersService } from '../users/index.js';
import { planByKey } from './hosting-entitlements.js';
import { ownerOf, presentSubscription, type HostingLedger } from './hosting-ledger.js';
import { endReplacedHostingJob } from './hosting.jobs.js';
import { canSubscribeToHosting } from './hosting.policy.js';
import type { HostingCheckoutRow, HostingRepository } from './hosting.repository.js';

interface Deps {
  repository: HostingRepository;
  /** The billing core's card checkout path, which hosting plans are bought through. */
  cardCheckout: CardCheckout;
  /** The configured card provider's name, which the host's subscriptions and checkouts are kept under. */
  providerName: string;
  users: UsersService;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  ledger: HostingLedger;
  /** Where the provider's hosted page sends the buyer back (the configured address, never the request's). */
  publicUrl: string;
  now: () => number;
}

/**
 * Hosting plans as a product of the billing core: bought directly with a collected card, or through the provider's
 * hosted page, whose payment becomes the host's subscription once (on the buyer's return or the provider's event).
 */
export function createHostingCheckout({ repository, cardCheckout, providerName, users, unitOfWork, jobs, ledger, publicUrl, now }: Deps) {
  const origin = new URL(publicUrl).origin;
  const { prices, keepInvoice } = ledger;

  const subscriptionValues = (userId: string, planKey: string, remote: ProviderSubscription) => ({
    userId,
    planKey,
    status: subscriptionStatusOf(remote.status),
    provider: providerName,
    providerRef: remote.id,
    currentPeriodEnd: remote.currentPeriodEnd,
  });

  /** In the transaction, the checkout locked: a change of plan ends the old one; a second plan bought meanwhile is given back. */
  async function complete(checkout: HostingCheckoutRow, { subscription: remote, invoice }: PaidCheckout) {
    const held = await repository.liveOf(checkout.userId);
    // A change of plan, now paid: the old plan ends here, and at the provider by a job committed with this.
    if (held && held.id === checkout.replacesSubscriptionId) {
      await repository.cancel(held.id, new Date(now()));
      await jobs.enqueue(endReplacedHostingJob, { subscriptionId: held.id });
    } else if (held && !(held.provider === providerName && held.providerRef === remote!.id)) {
      await repository.closeCheckout(checkout.id, 'duplicate', held.id);
      return { checkout: { ...checkout, status: 'duplicate' as const, subscriptionId: held.id }, duplicate: true };
    }
    const row = await repository.insert(subscriptionValues(checkout.userId, checkout.planKey, remote!));
    if (invoice) await keepInvoice(ownerOf(row), invoice);
    await repository.closeCheckout(checkout.id, 'complete', row.id);
    return { checkout: { ...checkout, status: 'complete' as const, subscriptionId: row.id }, duplicate: false };
  }

  const checkoutLedger: CheckoutLedger<HostingCheckoutRow> = {
    lock: async (checkoutId) => (await repository.lockCheckout(checkoutId))!,
    expire: async (checkout) => {
      await repository.closeCheckout(checkout.id, 'expired', null);
      return { ...checkout, status: 'expired' };
    },
    complete,
    duplicateRefundKey: (checkout) => `hosting-duplicate-${checkout.id}`,
    /** The duplicate's payment stays on the host's invoices, refunded (or paid, when the refund did not go through). */
    async keepDuplicate(checkout, { invoice }, refunded) {
      if (invoice?.status !== 'paid' || invoice.amountPaid <= 0) return;
      const owner = { subscriptionId: null, userId: checkout.userId, planKey: checkout.planKey };
      await keepInvoice(owner, invoice, refunded ? 'refunded' : 'paid');
    },
  };

  return {
    /** POST /api/stripe/subscriptions/host: a host subscribes to a hosting plan with a collected payment method. */
    async subscribe(actor: Actor, priceId: string, paymentMethodId: string) {
      if (!canSubscribeToHosting(actor)) throw new AppError('FORBIDDEN', 'only hosts subscribe to hosting plans');
      const planKey = [...(await prices()).entries()].find(([, id]) => id === priceId)?.[0];
      if (!planKey) throw new AppError('VALIDATION_ERROR', 'not a hosting plan price', [{ path: 'priceId', message: 'not_found' }]);
      if (await repository.liveOf(actor.id)) throw new AppError('ALREADY_SUBSCRIBED', 'you already have a hosting plan');
      const user = (await users.findById(actor.id))!;
      const { subscription: remote, firstInvoice } = await cardCheckout.startSubscription({
        priceId,
        paymentMethodId,
        customerEmail: user.email,
        // A retried request (same person, plan, card and attempt) reaches the provider's same subscription; another
        // card after a decline is a new attempt, since providers replay a declined answer to the same key.
        idempotencyKey: `hosting-${actor.id}-${planKey}-${await repository.countOf(actor.id)}-${paymentMethodId}`,
      });
      const row = await unitOfWork.run(async () => {
        const inserted = await repository.insert(subscriptionValues(actor.id, planKey, remote));
        if (firstInvoice) await keepInvoice(ownerOf(inserted), firstInvoice);
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
      const session = await cardCheckout.openSession(
        {
          mode: 'subscription',
          priceId,
          trialDays: 0,
          customerEmail: user.email,
          successUrl: `${origin}/channel/dashboard?hosting_session={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}/channel/dashboard`,
        },
        id,
      );
      await repository.insertCheckout({
        id,
        userId: actor.id,
        planKey: plan.key,
        provider: providerName,
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
      const local = await repository.findCheckout(providerName, providerSessionId);
      if (!local || local.userId !== actor.id) throw new AppError('NOT_FOUND', 'no such hosting checkout');
      const current = await cardCheckout.fulfill(local, checkoutLedger);
      const subscription = current.subscriptionId ? await repository.find(current.subscriptionId) : undefined;
      return { status: current.status, subscription: subscription ? presentSubscription(subscription) : null };
    },

    /** A provider event about a checkout: records the hosting plan it bought, so a buyer who never comes back is not charged for nothing. */
    async fulfillBySession(providerSessionId: string): Promise<boolean> {
      const local = await repository.findCheckout(providerName, providerSessionId);
      if (!local) return false;
      await cardCheckout.fulfill(local, checkoutLedger);
      return true;
    },
  };
}
