import Stripe from 'stripe';
import {
  CardDeclinedError,
  WebhookSignatureError,
  type CardPaymentProvider,
  type ProviderCheckoutSession,
  type ProviderInvoice,
  type ProviderSubscription,
} from './card-provider.js';

/**
 * The API version the field mappings below were written against (the SDK's own pin). Written out rather than read from
 * the SDK so that an upgrade which moves the pin fails type-checking here and the mappings get re-read: this version
 * keeps `current_period_end` on subscription items, an invoice's payments in its includable `payments` list and its
 * subscription under `parent.subscription_details`.
 */
const API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in in tests); absent: api.stripe.com. */
  apiBaseUrl?: string;
}

/**
 * The only importer of the stripe SDK outside test support. Hosted Checkout Sessions, subscriptions started with a
 * payment method the browser collected, signed webhooks; every state is re-read by id.
 */
export function createStripeProvider(options: StripeProviderOptions): CardPaymentProvider {
  const stripe = new Stripe(options.secretKey, { apiVersion: API_VERSION, ...endpointOf(options.apiBaseUrl) });

  return {
    name: 'stripe',

    async createPrice(input) {
      const product = await call(() => stripe.products.create({ name: input.name, metadata: { plan_id: input.planId } }));
      const price = await call(() =>
        stripe.prices.create({
          product: product.id,
          unit_amount: input.unitAmount,
          currency: input.currency.toLowerCase(),
          ...(input.intervalCount === null ? {} : { recurring: { interval: 'month' as const, interval_count: input.intervalCount } }),
        }),
      );
      return price.id;
    },

    async createCheckoutSession(request) {
      // A coupon of its own per checkout: `once` takes the percent off the first invoice only (a subscription's
      // renewals are charged in full), and one redemption means it cannot be reused with another session.
      const coupon = request.discount
        ? await call(() =>
            stripe.coupons.create(
              { percent_off: request.discount!.percentOff, duration: 'once', max_redemptions: 1, name: request.discount!.name },
              { idempotencyKey: `${request.idempotencyKey}:coupon` },
            ),
          )
        : null;
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: request.mode,
            line_items: [{ price: request.priceId, quantity: 1 }],
            client_reference_id: request.clientReferenceId,
            customer_email: request.customerEmail,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            ...(request.mode === 'subscription' && request.trialDays > 0
              ? { subscription_data: { trial_period_days: request.trialDays } }
              : {}),
            ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      // Only embedded or custom UI sessions come without a URL; this adapter never asks for those.
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no hosted page URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id) {
      return toCheckoutSession(await call(() => stripe.checkout.sessions.retrieve(id)));
    },

    async expireCheckoutSession(id) {
      try {
        return toCheckoutSession(await call(() => stripe.checkout.sessions.expire(id)));
      } catch (error) {
        // Stripe expires open sessions only; one that was paid (or expired) meanwhile is answered as it stands.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = toCheckoutSession(await call(() => stripe.checkout.sessions.retrieve(id)));
        if (session.status === 'open') throw error;
        return session;
      }
    },

    async retrieveSubscription(id) {
      return toSubscription(await call(() => stripe.subscriptions.retrieve(id)));
    },

    async createSubscription(request) {
      // Two requests, each under its own key derived from the caller's, so a retried call replays both answers.
      const customer = await call(() =>
        stripe.customers.create(
          {
            email: request.customerEmail,
            payment_method: request.paymentMethodId,
            invoice_settings: { default_payment_method: request.paymentMethodId },
          },
          { idempotencyKey: `${request.idempotencyKey}:customer` },
        ),
      );
      // error_if_incomplete: a declined first charge is a 402 card error and no subscription, not an `incomplete` one.
      const subscription = await call(() =>
        stripe.subscriptions.create(
          { customer: customer.id, items: [{ price: request.priceId }], payment_behavior: 'error_if_incomplete' },
          { idempotencyKey: `${request.idempotencyKey}:subscription` },
        ),
      );
      return toSubscription(subscription);
    },

    async retrieveInvoice(id) {
      // `payments` is includable: absent unless expanded, and it is the only place left that names the payment intent.
      return toInvoice(await call(() => stripe.invoices.retrieve(id, { expand: ['payments'] })));
    },

    async cancelSubscription(id) {
      try {
        await call(() => stripe.subscriptions.cancel(id, { invoice_now: false, prorate: false }));
      } catch (error) {
        // Stripe answers "No such subscription" for one already canceled; a retried cancel must still succeed.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== 'resource_missing') throw error;
        const subscription = await call(() => stripe.subscriptions.retrieve(id));
        if (subscription.status !== 'canceled') throw error;
      }
    },

    async refundPayment(paymentIntentId, idempotencyKey) {
      const refund = await call(() => stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey }));
      return { id: refund.id };
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw new WebhookSignatureError(error.message, { cause: error });
        throw error;
      }
      // A few event types carry an object without an id (balance.available); none of them is one we handle.
      const objectId = (event.data.object as { id?: unknown }).id;
      return { id: event.id, type: event.type, objectId: typeof objectId === 'string' ? objectId : '' };
    },
  };
}

function endpointOf(apiBaseUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBaseUrl) return {};
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  // The SDK joins host and port itself, so an IPv6 literal loses the brackets URL keeps.
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Card errors become the interface's CardDeclinedError; everything else keeps the SDK's error (status, code, request id). */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw Object.assign(new CardDeclinedError(error.decline_code || error.code || 'card_declined'), { cause: error });
    }
    throw error;
  }
}

function toCheckoutSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    status: known('checkout session status', session.status, ['open', 'complete', 'expired']),
    paymentStatus: known('checkout session payment_status', session.payment_status, ['paid', 'unpaid', 'no_payment_required']),
    mode: known('checkout session mode', session.mode, ['subscription', 'payment']),
    clientReferenceId: session.client_reference_id,
    subscriptionId: idOf(session.subscription),
    paymentIntentId: idOf(session.payment_intent),
    amountTotal: session.amount_total,
    currency: session.currency,
  };
}

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  return {
    id: subscription.id,
    status: known('subscription status', subscription.status, [
      'trialing',
      'active',
      'canceled',
      'incomplete',
      'incomplete_expired',
      'past_due',
      'unpaid',
      'paused',
    ]),
    trialEnd: dateOf(subscription.trial_end),
    currentPeriodEnd: dateOf(periodEnds.length > 0 ? Math.max(...periodEnds) : null),
    canceledAt: dateOf(subscription.canceled_at),
    latestInvoiceId: idOf(subscription.latest_invoice),
  };
}

function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const paid = invoice.payments?.data.find((entry) => entry.status === 'paid' && entry.payment.payment_intent);
  return {
    id: invoice.id,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription ?? null),
    status: known('invoice status', invoice.status, ['draft', 'open', 'paid', 'uncollectible', 'void']),
    amountPaid: invoice.amount_paid,
    amountDue: invoice.amount_due,
    attempted: invoice.attempted,
    currency: invoice.currency,
    // Absent on drafts and while Stripe has not finalized the invoice; the page then does not exist yet.
    hostedUrl: invoice.hosted_invoice_url ?? null,
    paymentIntentId: idOf(paid?.payment.payment_intent ?? null),
    created: new Date(invoice.created * 1000),
  };
}

/**
 * Stripe's enums are open (new values appear with new API versions). An unknown one is refused loudly rather than
 * guessed: a wrong guess could grant or revoke access.
 */
function known<T extends string>(field: string, value: string | null, allowed: readonly T[]): T {
  if (value !== null && (allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`Stripe sent ${field} ${JSON.stringify(value)}, which this adapter does not handle`);
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === 'string' ? value : value.id;
}

function dateOf(unixSeconds: number | null): Date | null {
  return unixSeconds === null ? null : new Date(unixSeconds * 1000);
}
