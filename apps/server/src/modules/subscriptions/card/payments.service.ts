import type { SubscriptionStatus } from '@platform/shared';
import type { Logger } from 'pino';
import type { UnitOfWork } from '../../../infra/db/unit-of-work.js';
import type { JobSender } from '../../../infra/jobs/job.js';
import type {
  CardPaymentProvider,
  ProviderEvent,
  ProviderInvoice,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from '../../../infra/payments/card-provider.js';
import { reverseCheckout } from '../../../infra/payments/reverse-checkout.js';
import type { PlanRow, PlansService } from '../plans/index.js';
import type { CheckoutCoupons } from '../checkout/checkout-coupons.js';
import { processPaymentEventJob } from './payment-events.jobs.js';
import type { RecordPayment } from './payment-recorder.js';
import type { CheckoutSessionRow, SubscriptionRow, SubscriptionsRepository } from '../subscriptions.repository.js';

interface Deps {
  repository: SubscriptionsRepository;
  plans: PlansService;
  provider: CardPaymentProvider;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  /** Records each payment once and emails its receipt. */
  recordPayment: RecordPayment;
  log: Logger;
  /** Spends the coupon a checkout holds when its payment completes. */
  coupons: Pick<CheckoutCoupons, 'spend'>;
  /** Checkouts of other kinds (hosting plans) that the same provider events complete; true when one took it. */
  otherCheckouts?: (providerSessionId: string) => Promise<boolean>;
  /** Subscriptions of other kinds (hosting plans) that the same provider events renew or end. */
  otherSubscriptions?: (providerSubscriptionId: string) => Promise<boolean>;
  /** Invoices of other kinds of subscription (hosting plans), paid or refused, as the provider reports them. */
  otherInvoices?: (invoice: ProviderInvoice) => Promise<boolean>;
  now?: () => number;
}

/** Spec §4 knows four statuses; a payment that is late but still being retried keeps access, anything else ends it. */
export function toSubscriptionStatus(status: ProviderSubscriptionStatus): SubscriptionStatus {
  if (status === 'trialing') return 'trialing';
  if (status === 'active' || status === 'past_due') return 'active';
  return 'canceled';
}

/**
 * Takes in what the card provider reports. Webhooks and the buyer's return hand over ids only; every state is re-read
 * from the provider, so a replayed, late or reordered event ends in the same records, and each payment is written once.
 */
export function createPaymentsService(deps: Deps) {
  const {
    repository,
    plans,
    provider,
    unitOfWork,
    jobs,
    recordPayment,
    log,
    coupons,
    otherCheckouts,
    otherSubscriptions,
    otherInvoices,
    now = Date.now,
  } = deps;
  const source = provider.name;

  function invoiceValues(subscription: SubscriptionRow, plan: PlanRow, invoice: ProviderInvoice) {
    return {
      subscriptionId: subscription.id,
      userId: subscription.userId,
      planId: plan.id,
      workspaceId: plan.workspaceId,
      planName: plan.name,
      amountPaid: invoice.amountPaid,
      currency: invoice.currency,
      source,
      providerRef: invoice.id,
      paymentRef: invoice.paymentIntentId,
      createdAt: invoice.created,
    };
  }

  const service = {
    /** Records an event once and leaves the work to a job, committed together: a crash after this loses nothing. */
    async receiveEvent(event: ProviderEvent): Promise<boolean> {
      return unitOfWork.run(async () => {
        const isNew = await repository.recordEvent(source, event);
        if (isNew) await jobs.enqueue(processPaymentEventJob, { provider: source, eventId: event.id });
        return isNew;
      });
    },

    async processEvent(eventId: string): Promise<void> {
      const event = await repository.findEvent(source, eventId);
      if (!event || event.processedAt) return;
      if (event.type.startsWith('checkout.session.')) await service.fulfillCheckout(event.objectId);
      else if (event.type.startsWith('customer.subscription.')) await service.syncSubscription(event.objectId);
      else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') await service.recordInvoice(event.objectId);
      await repository.markEventProcessed(source, eventId, new Date(now()));
    },

    /** Turns a paid checkout into one subscription and its invoice; safe to call any number of times, from anywhere. */
    async fulfillCheckout(providerSessionId: string): Promise<CheckoutSessionRow | undefined> {
      const local = await repository.findCheckoutByProviderId(source, providerSessionId);
      if (!local) {
        if (!(await otherCheckouts?.(providerSessionId))) log.warn({ providerSessionId }, 'a checkout session that is not ours');
        return undefined;
      }
      if (local.status !== 'open') return local;
      const remote = await provider.retrieveCheckoutSession(providerSessionId);
      if (remote.status === 'expired') {
        await repository.expireCheckout(local.id);
        return { ...local, status: 'expired' };
      }
      if (remote.status !== 'complete' || remote.paymentStatus === 'unpaid') return local;
      const plan = (await plans.findRow(local.planId))!;
      const remoteSubscription: ProviderSubscription | null =
        remote.mode === 'subscription' && remote.subscriptionId ? await provider.retrieveSubscription(remote.subscriptionId) : null;
      const invoice = remoteSubscription?.latestInvoiceId ? await provider.retrieveInvoice(remoteSubscription.latestInvoiceId) : null;

      let duplicate = false;
      const result = await unitOfWork.run(async () => {
        const checkout = (await repository.lockCheckout(local.id))!;
        if (checkout.status !== 'open') return checkout;
        const providerRef = remoteSubscription?.id ?? remote.id;
        let subscription = await repository.findByProviderRef(source, providerRef);
        if (!subscription) {
          const held = await repository.liveSubscriptionOf(checkout.userId, plan.id, new Date(now()));
          if (held) {
            duplicate = true;
            await repository.completeCheckout(checkout.id, held.id, new Date(now()));
            return { ...checkout, status: 'complete' as const, subscriptionId: held.id };
          }
          await repository.endLapsed(checkout.userId, plan.id, new Date(now()));
          subscription = await repository.insertSubscription({
            userId: checkout.userId,
            planId: plan.id,
            workspaceId: plan.workspaceId,
            type: remoteSubscription ? 'RECURRING' : 'OTP',
            status: remoteSubscription ? toSubscriptionStatus(remoteSubscription.status) : 'active',
            source,
            providerRef,
            trialEnd: remoteSubscription?.trialEnd ?? null,
            currentPeriodEnd: remoteSubscription?.currentPeriodEnd ?? null,
          });
        }
        if (invoice?.status === 'paid') await recordPayment(invoiceValues(subscription, plan, invoice));
        if (!remoteSubscription && remote.amountTotal !== null) {
          await recordPayment({
            subscriptionId: subscription.id,
            userId: subscription.userId,
            planId: plan.id,
            workspaceId: plan.workspaceId,
            planName: plan.name,
            amountPaid: remote.amountTotal,
            currency: remote.currency ?? plan.currency,
            source,
            providerRef: remote.paymentIntentId ?? remote.id,
            paymentRef: remote.paymentIntentId,
          });
        }
        // With the payment, in one transaction: a coupon is spent exactly when the payment it discounted is recorded.
        await coupons.spend(checkout.id, new Date(now()));
        await repository.completeCheckout(checkout.id, subscription.id, new Date(now()));
        return { ...checkout, status: 'complete' as const, subscriptionId: subscription.id };
      });
      if (duplicate) {
        log.warn({ checkoutId: local.id }, 'a plan bought twice: cancelling and refunding the second purchase');
        await reverseCheckout(provider, remote, invoice, `duplicate-${local.id}`);
      }
      return result;
    },

    /** Brings a subscription's status and dates in line with the provider's; a refunded one stays refunded. */
    async syncSubscription(providerSubscriptionId: string): Promise<void> {
      const local = await repository.findByProviderRef(source, providerSubscriptionId);
      // Not a channel plan's: a hosting plan's, or not ours yet (the checkout's fulfillment creates it from the same state).
      if (!local) {
        await otherSubscriptions?.(providerSubscriptionId);
        return;
      }
      if (local.status === 'refunded') return;
      const remote = await provider.retrieveSubscription(providerSubscriptionId);
      await repository.updateSubscription(local.id, {
        status: toSubscriptionStatus(remote.status),
        trialEnd: remote.trialEnd,
        currentPeriodEnd: remote.status === 'canceled' ? null : remote.currentPeriodEnd,
        canceledAt: remote.canceledAt,
      });
      if (remote.latestInvoiceId) await service.recordInvoice(remote.latestInvoiceId);
    },

    /**
     * A renewal (or any paid invoice) of a subscription we know, recorded once; a channel plan's refused charge is not
     * an invoice here (the subscription's own sync ends its access). Another kind's invoice goes to its own module.
     */
    async recordInvoice(providerInvoiceId: string): Promise<void> {
      const invoice = await provider.retrieveInvoice(providerInvoiceId);
      if (!invoice.subscriptionId) return;
      const subscription = await repository.findByProviderRef(source, invoice.subscriptionId);
      if (!subscription) {
        await otherInvoices?.(invoice);
        return;
      }
      if (invoice.status !== 'paid') return;
      const plan = (await plans.findRow(subscription.planId))!;
      await recordPayment(invoiceValues(subscription, plan, invoice));
    },
  };
  return service;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
