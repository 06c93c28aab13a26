import type { UnitOfWork } from '../../../database/unit-of-work.js';
import type { EventPublisher } from '../../../infra/events/domain-events.js';
import type { CardPaymentProvider, ProviderInvoice } from '../../../infra/payments/card-provider.js';
import {
  subscriptionStatusOf,
  type BillingProduct,
  type CardCheckout,
  type CheckoutLedger,
  type PaidCheckout,
} from '../../billing/index.js';
import type { PlanRow, PlansService } from '../plans/index.js';
import type { CheckoutCoupons } from '../checkout/checkout-coupons.js';
import type { RecordPayment } from './payment-recorder.js';
import { subscriptionEnded } from '../subscriptions.events.js';
import type { CheckoutSessionRow, SubscriptionRow, SubscriptionsRepository } from '../subscriptions.repository.js';

interface Deps {
  repository: SubscriptionsRepository;
  plans: PlansService;
  provider: CardPaymentProvider;
  /** The billing core's card checkout path, which this product records its steps on. */
  cardCheckout: CardCheckout;
  unitOfWork: UnitOfWork;
  events: EventPublisher;
  /** Records each payment once and emails its receipt. */
  recordPayment: RecordPayment;
  /** Spends the coupon a checkout holds when its payment completes. */
  coupons: Pick<CheckoutCoupons, 'spend'>;
  now?: () => number;
}

/**
 * Channel plans as a product of the billing core: what a paid checkout, a provider's subscription change and an
 * invoice become here. Every state is re-read from the provider, and each payment is written once.
 */
export function createPaymentsService(deps: Deps) {
  const { repository, plans, provider, cardCheckout, unitOfWork, events, recordPayment, coupons, now = Date.now } = deps;
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

  /** In the transaction, the checkout locked: one subscription per provider subscription (or payment), its payment, the coupon spent. */
  async function complete(checkout: CheckoutSessionRow, { session, subscription: remote, invoice }: PaidCheckout) {
    const plan = (await plans.findRow(checkout.planId))!;
    const providerRef = remote?.id ?? session.id;
    let subscription = await repository.findByProviderRef(source, providerRef);
    if (!subscription) {
      const held = await repository.liveSubscriptionOf(checkout.userId, plan.id, new Date(now()));
      if (held) {
        await repository.completeCheckout(checkout.id, held.id, new Date(now()));
        return { checkout: { ...checkout, status: 'complete' as const, subscriptionId: held.id }, duplicate: true };
      }
      await repository.endLapsed(checkout.userId, plan.id, new Date(now()));
      subscription = await repository.insertSubscription({
        userId: checkout.userId,
        planId: plan.id,
        workspaceId: plan.workspaceId,
        type: remote ? 'RECURRING' : 'OTP',
        status: remote ? subscriptionStatusOf(remote.status) : 'active',
        source,
        providerRef,
        trialEnd: remote?.trialEnd ?? null,
        currentPeriodEnd: remote?.currentPeriodEnd ?? null,
      });
    }
    if (invoice?.status === 'paid') await recordPayment(invoiceValues(subscription, plan, invoice));
    if (!remote && session.amountTotal !== null) {
      await recordPayment({
        subscriptionId: subscription.id,
        userId: subscription.userId,
        planId: plan.id,
        workspaceId: plan.workspaceId,
        planName: plan.name,
        amountPaid: session.amountTotal,
        currency: session.currency ?? plan.currency,
        source,
        providerRef: session.paymentIntentId ?? session.id,
        paymentRef: session.paymentIntentId,
      });
    }
    // With the payment, in one transaction: a coupon is spent exactly when the payment it discounted is recorded.
    await coupons.spend(checkout.id, new Date(now()));
    await repository.completeCheckout(checkout.id, subscription.id, new Date(now()));
    return { checkout: { ...checkout, status: 'complete' as const, subscriptionId: subscription.id }, duplicate: false };
  }

  const ledger: CheckoutLedger<CheckoutSessionRow> = {
    lock: async (checkoutId) => (await repository.lockCheckout(checkoutId))!,
    expire: async (checkout) => {
      await repository.expireCheckout(checkout.id);
      return { ...checkout, status: 'expired' };
    },
    complete,
    duplicateRefundKey: (checkout) => `duplicate-${checkout.id}`,
  };

  const service = {
    /** Turns a paid checkout into one subscription and its invoice; safe to call any number of times, from anywhere. */
    async fulfillCheckout(providerSessionId: string): Promise<CheckoutSessionRow | undefined> {
      const local = await repository.findCheckoutByProviderId(source, providerSessionId);
      return local && cardCheckout.fulfill(local, ledger);
    },

    /** Brings a subscription's status and dates in line with the provider's; a refunded one stays refunded. False: not a channel plan's. */
    async syncSubscription(providerSubscriptionId: string): Promise<boolean> {
      const local = await repository.findByProviderRef(source, providerSubscriptionId);
      if (!local) return false;
      if (local.status === 'refunded') return true;
      const remote = await provider.retrieveSubscription(providerSubscriptionId);
      const status = subscriptionStatusOf(remote.status);
      await unitOfWork.run(async () => {
        await repository.updateSubscription(local.id, {
          status,
          trialEnd: remote.trialEnd,
          currentPeriodEnd: remote.status === 'canceled' ? null : remote.currentPeriodEnd,
          canceledAt: remote.canceledAt,
        });
        // The provider ended it (declined renewal, expiry): whoever reacts to lost access hears of it once, here.
        if (local.status !== 'canceled' && status === 'canceled') {
          await events.publish(subscriptionEnded, { subscriptionId: local.id, userId: local.userId, workspaceId: local.workspaceId });
        }
      });
      if (remote.latestInvoiceId) await service.recordInvoice(await provider.retrieveInvoice(remote.latestInvoiceId));
      return true;
    },

    /**
     * A renewal (or any paid invoice) of a channel plan's subscription, recorded once; a refused charge is not an
     * invoice here (the subscription's own sync ends its access). False: not a channel plan's invoice.
     */
    async recordInvoice(invoice: ProviderInvoice): Promise<boolean> {
      const subscription = invoice.subscriptionId && (await repository.findByProviderRef(source, invoice.subscriptionId));
      if (!subscription) return false;
      if (invoice.status !== 'paid') return true;
      const plan = (await plans.findRow(subscription.planId))!;
      await unitOfWork.run(() => recordPayment(invoiceValues(subscription, plan, invoice)));
      return true;
    },
  };

  const product: BillingProduct = {
    name: 'channel-plan',
    fulfillCheckout: async (providerSessionId) => (await service.fulfillCheckout(providerSessionId)) !== undefined,
    syncSubscription: service.syncSubscription,
    recordInvoice: service.recordInvoice,
  };
  return { ...service, product };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
