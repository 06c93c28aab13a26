import type { CardPaymentProvider, ProviderCheckoutSession, ProviderInvoice } from './card-provider.js';

/**
 * A paid checkout that must not stand (the same plan bought twice, in two tabs): ends its subscription at the
 * provider and refunds its payment, once per `idempotencyKey`. `firstInvoice` is the subscription's first invoice,
 * when it has one; a zero invoice (a trial's) has nothing to refund.
 */
export async function reverseCheckout(
  provider: CardPaymentProvider,
  session: Pick<ProviderCheckoutSession, 'subscriptionId' | 'paymentIntentId'>,
  firstInvoice: ProviderInvoice | null,
  idempotencyKey: string,
): Promise<void> {
  if (session.subscriptionId) await provider.cancelSubscription(session.subscriptionId);
  const payment = firstInvoice?.paymentIntentId ?? session.paymentIntentId;
  if (payment && (firstInvoice?.amountPaid ?? 1) > 0) await provider.refundPayment(payment, idempotencyKey);
}
