import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import {
  CardDeclinedError,
  type CardPaymentProvider,
  type CheckoutRequest,
  type DirectSubscriptionRequest,
  type ProviderCheckoutSession,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../../infra/payments/card-provider.js';
import { reverseCheckout } from '../../infra/payments/reverse-checkout.js';

/** A checkout the provider reports paid, with the subscription it started (null for a one-time payment) and its first invoice. */
export interface PaidCheckout {
  session: ProviderCheckoutSession;
  subscription: ProviderSubscription | null;
  invoice: ProviderInvoice | null;
}

/** What every product keeps of a checkout it opened at the provider. */
export interface CheckoutRecord {
  id: string;
  status: string;
  providerSessionId: string | null;
}

/** How one product records the steps of the checkout path; the path itself (what to read, when, in what order) is the core's. */
export interface CheckoutLedger<C extends CheckoutRecord> {
  /** Locks the product's checkout row in the open transaction and answers it as it now is. */
  lock(checkoutId: string): Promise<C>;
  /** The provider's session expired unpaid. */
  expire(checkout: C): Promise<C>;
  /**
   * In the transaction, with the checkout locked and still open: the purchase becomes the product's subscription and
   * invoice. `duplicate`: the buyer already held what they paid for, so the payment is to be given back.
   */
  complete(checkout: C, paid: PaidCheckout): Promise<{ checkout: C; duplicate: boolean }>;
  /** The provider's idempotency key for giving a duplicate purchase back: asked twice, it refunds once. */
  duplicateRefundKey(checkout: C): string;
  /** After a duplicate was given back (or not, when the provider failed): what the buyer's statement should still show. */
  keepDuplicate?(checkout: C, paid: PaidCheckout, refunded: boolean): Promise<void>;
}

interface Deps {
  provider: CardPaymentProvider;
  unitOfWork: UnitOfWork;
  log: Logger;
}

/**
 * The one path by which anything is bought with a card: open the provider's hosted page, then turn what the provider
 * reports paid into the product's records once (on the buyer's return or the provider's event, whichever comes first),
 * giving back a second purchase of what the buyer already holds. Or start a subscription directly with a collected card.
 */
export function createCardCheckout({ provider, unitOfWork, log }: Deps) {
  async function fromProvider<T>(read: () => Promise<T>, context: Record<string, unknown>, what: string): Promise<T> {
    try {
      return await read();
    } catch (error) {
      log.error({ err: error, ...context }, `the card provider did not answer about ${what}`);
      throw new AppError('PAYMENT_PROVIDER_ERROR', 'the card provider did not answer');
    }
  }

  async function undoDuplicate<C extends CheckoutRecord>(checkout: C, paid: PaidCheckout, ledger: CheckoutLedger<C>) {
    log.warn({ checkoutId: checkout.id }, 'a purchase of what the buyer already holds: cancelling and refunding it');
    let refunded = false;
    try {
      const reversed = { subscriptionId: paid.subscription?.id ?? null, paymentIntentId: paid.session.paymentIntentId };
      await reverseCheckout(provider, reversed, paid.invoice, ledger.duplicateRefundKey(checkout));
      refunded = true;
    } catch (error) {
      log.error({ err: error, checkoutId: checkout.id }, 'a duplicate purchase was not cancelled and refunded');
    }
    await ledger.keepDuplicate?.(checkout, paid, refunded);
  }

  return {
    /** Opens the provider's hosted page; `checkoutId` (ours) is the idempotency key and the client reference. */
    async openSession(request: Omit<CheckoutRequest, 'clientReferenceId' | 'idempotencyKey'>, checkoutId: string) {
      try {
        return await provider.createCheckoutSession({ ...request, clientReferenceId: checkoutId, idempotencyKey: checkoutId });
      } catch (error) {
        log.error({ err: error, checkoutId }, 'the card provider did not open a checkout session');
        throw new AppError('PAYMENT_PROVIDER_ERROR', 'the card provider did not open a checkout session');
      }
    },

    /** Brings an open checkout in line with the provider: expired, still unpaid, or paid and recorded once. */
    async fulfill<C extends CheckoutRecord>(local: C, ledger: CheckoutLedger<C>): Promise<C> {
      if (local.status !== 'open' || !local.providerSessionId) return local;
      const providerSessionId = local.providerSessionId;
      const context = { checkoutId: local.id };
      const session = await fromProvider(() => provider.retrieveCheckoutSession(providerSessionId), context, 'a checkout');
      if (session.status === 'expired') return ledger.expire(local);
      const startsSubscription = session.mode === 'subscription';
      if (session.status !== 'complete' || session.paymentStatus === 'unpaid') return local;
      if (startsSubscription && !session.subscriptionId) return local;
      const subscription = startsSubscription
        ? await fromProvider(() => provider.retrieveSubscription(session.subscriptionId!), context, 'a subscription')
        : null;
      const invoice = subscription?.latestInvoiceId
        ? await fromProvider(() => provider.retrieveInvoice(subscription.latestInvoiceId!), context, 'an invoice')
        : null;
      const paid: PaidCheckout = { session, subscription, invoice };
      let duplicate = false;
      const result = await unitOfWork.run(async () => {
        const checkout = await ledger.lock(local.id);
        if (checkout.status !== 'open') return checkout;
        const completed = await ledger.complete(checkout, paid);
        duplicate = completed.duplicate;
        return completed.checkout;
      });
      if (duplicate) await undoDuplicate(local, paid, ledger);
      return result;
    },

    /**
     * Starts a subscription with a collected card, and reads its first invoice. The subscription stands without the
     * invoice (it is paid), so a provider that does not answer about it leaves the invoice to its own events.
     */
    async startSubscription(
      request: DirectSubscriptionRequest,
    ): Promise<{ subscription: ProviderSubscription; firstInvoice: ProviderInvoice | null }> {
      let subscription: ProviderSubscription;
      try {
        subscription = await provider.createSubscription(request);
      } catch (error) {
        if (error instanceof CardDeclinedError) throw new AppError('CARD_DECLINED', `card declined: ${error.declineCode}`);
        log.error({ err: error }, 'the card provider did not start a subscription');
        throw new AppError('PAYMENT_PROVIDER_ERROR', 'the card provider did not start the subscription');
      }
      let firstInvoice: ProviderInvoice | null = null;
      if (subscription.latestInvoiceId) {
        try {
          firstInvoice = await provider.retrieveInvoice(subscription.latestInvoiceId);
        } catch (error) {
          log.error({ err: error, providerSubscriptionId: subscription.id }, 'the card provider did not answer about a first invoice');
        }
      }
      return { subscription, firstInvoice };
    },
  };
}

export type CardCheckout = ReturnType<typeof createCardCheckout>;
