/**
 * The card payment provider behind one interface: Stripe when its keys are configured, otherwise the sandbox that
 * serves its own hosted checkout page. The subscriptions module trusts only ids from the outside (a webhook, a
 * browser coming back) and re-reads the state through this interface, as Stripe advises.
 */

export type CheckoutMode = 'subscription' | 'payment';

export interface PriceInput {
  /** The product's name on the hosted page and the provider's dashboard. */
  name: string;
  unitAmount: number;
  currency: string;
  /** Months between charges; null for a one-time price. */
  intervalCount: number | null;
  /** Our plan id, kept on the provider's product for support. */
  planId: string;
}

/** A percent off the first payment only (a platform coupon spent at checkout); renewals are charged in full. */
export interface FirstPaymentDiscount {
  percentOff: number;
  /** What the hosted page calls it: the coupon's code. */
  name: string;
}

export interface CheckoutRequest {
  mode: CheckoutMode;
  priceId: string;
  /** Subscription mode only; 0 means no trial. */
  trialDays: number;
  customerEmail: string;
  /** Our checkout session id: the provider hands it back on the session. */
  clientReferenceId: string;
  successUrl: string;
  cancelUrl: string;
  /** Sent once per request so a retried create does not open a second session. */
  idempotencyKey: string;
  /** Not with a trial: the first payment of a trial is zero, with nothing to take off. */
  discount?: FirstPaymentDiscount;
}

/** A subscription started with a payment method the browser already collected (hosting plans, spec 001 §7). */
export interface DirectSubscriptionRequest {
  priceId: string;
  paymentMethodId: string;
  customerEmail: string;
  idempotencyKey: string;
}

export type ProviderCheckoutStatus = 'open' | 'complete' | 'expired';
export type ProviderPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface ProviderCheckoutSession {
  id: string;
  status: ProviderCheckoutStatus;
  paymentStatus: ProviderPaymentStatus;
  mode: CheckoutMode;
  clientReferenceId: string | null;
  /** Subscription mode, once complete. */
  subscriptionId: string | null;
  /** Payment mode, once paid: what a refund names. */
  paymentIntentId: string | null;
  amountTotal: number | null;
  currency: string | null;
}

/** Provider subscription statuses as Stripe names them; only trialing and active give access. */
export type ProviderSubscriptionStatus =
  'trialing' | 'active' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'past_due' | 'unpaid' | 'paused';

export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  amountPaid: number;
  /** What the invoice asks for, paid or not (a refused renewal's amount). */
  amountDue: number;
  /** Whether a charge has been tried: an open invoice that was attempted had its charge refused. */
  attempted: boolean;
  currency: string;
  /** The provider's page where the customer sees the invoice and its receipt; null when the provider has none. */
  hostedUrl: string | null;
  /** What a refund names; null for a zero invoice (a trial's first). */
  paymentIntentId: string | null;
  created: Date;
}

export interface ProviderSubscription {
  id: string;
  status: ProviderSubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
  latestInvoiceId: string | null;
}

/** The only things taken from a webhook: which event, of what type, about which object. */
export interface ProviderEvent {
  id: string;
  type: string;
  objectId: string;
}

export class CardDeclinedError extends Error {
  constructor(readonly declineCode: string) {
    super(`card declined: ${declineCode}`);
  }
}

export class WebhookSignatureError extends Error {}

export interface CardPaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createPrice(input: PriceInput): Promise<string>;
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession>;
  /** Closes an open session so it can no longer be paid; answers its state after (complete when it was paid first). */
  expireCheckoutSession(id: string): Promise<ProviderCheckoutSession>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  /** Charges the first period at once; a refused card throws CardDeclinedError. */
  createSubscription(request: DirectSubscriptionRequest): Promise<ProviderSubscription>;
  retrieveInvoice(id: string): Promise<ProviderInvoice>;
  /** Ends it now, without proration or refund (spec §4: cancelling gives no refund, access is lost at once). */
  cancelSubscription(id: string): Promise<void>;
  /** Refunds a payment in full; `idempotencyKey` makes a retried approval refund once. */
  refundPayment(paymentIntentId: string, idempotencyKey: string): Promise<{ id: string }>;
  /** Checks the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}
