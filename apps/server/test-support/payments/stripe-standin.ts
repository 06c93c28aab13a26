/**
 * Test support: a local stand-in of the part of Stripe's REST API that stripe-provider.ts uses, so the adapter is
 * tested through the real SDK over real HTTP without the internet. Objects are shaped as the API version the SDK pins
 * (their fields are picked from the SDK's own types, so a misspelt field fails type-checking), the protocol details
 * that matter to a client are kept (form-encoded bodies, Bearer key, idempotency keys, error shapes and statuses), and
 * everything else is left out: a stand-in of the protocol, not a Stripe clone.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface SignedEvent {
  id: string;
  type: string;
  /** The raw body as Stripe posts it, and the Stripe-Signature header that goes with it. */
  body: Buffer;
  signature: string;
}

export interface StripeStandin {
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** The buyer pays on the hosted page (or is declined there); returns the webhook events Stripe would then send. */
  completeCheckout(sessionId: string, outcome?: { decline?: boolean }): Promise<SignedEvent[]>;
  /**
   * The billing clock reaches the end of a subscription's period: the next period is invoiced and charged (or the
   * charge is declined, leaving the invoice open and the subscription past_due); returns the events Stripe would send.
   */
  renewSubscription(subscriptionId: string, outcome?: { decline?: boolean }): SignedEvent[];
  /** An event around `object`, signed with the webhook secret unless told otherwise; timestamp in unix seconds. */
  signedEvent(
    type: string,
    object: { id: string } & Record<string, unknown>,
    options?: { timestamp?: number; secret?: string },
  ): SignedEvent;
  /** Answers the next API request with Stripe's 402 card_error, as for a call whose charge the card's bank declined. */
  declineNextRequest(declineCode?: string): void;
  /** A copy of a stored object as the API would return it, for asserting what the adapter sent. */
  inspect(id: string): Record<string, unknown> | undefined;
  close(): Promise<void>;
}

type List<T> = { object: 'list'; data: T[]; has_more: false; url: string };
type Base = 'id' | 'object' | 'created';
type Product = Pick<Stripe.Product, Base | 'name' | 'metadata'>;
type Price = Pick<Stripe.Price, Base | 'product' | 'currency' | 'unit_amount' | 'type'> & {
  recurring: Pick<Stripe.Price.Recurring, 'interval' | 'interval_count'> | null;
};
type Coupon = Pick<Stripe.Coupon, Base | 'percent_off' | 'duration' | 'max_redemptions' | 'name' | 'times_redeemed' | 'valid'>;
type SessionAsked = 'mode' | 'client_reference_id' | 'customer_email' | 'success_url' | 'cancel_url' | 'url' | 'discounts';
type SessionOutcome = 'status' | 'payment_status' | 'customer' | 'amount_total' | 'currency' | 'subscription' | 'payment_intent';
type Session = Pick<Stripe.Checkout.Session, Base | SessionAsked | SessionOutcome>;
type SubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  Base | 'quantity' | 'subscription' | 'current_period_start' | 'current_period_end'
> & {
  price: Price;
};
type SubscriptionDates = 'trial_start' | 'trial_end' | 'canceled_at' | 'ended_at';
type Subscription = Pick<Stripe.Subscription, Base | 'status' | 'customer' | 'latest_invoice' | SubscriptionDates> & {
  items: List<SubscriptionItem>;
};
type InvoiceAmounts = 'amount_due' | 'amount_paid' | 'amount_remaining' | 'currency';
type Invoice = Pick<
  Stripe.Invoice,
  Base | 'status' | 'customer' | 'parent' | 'billing_reason' | 'attempted' | 'hosted_invoice_url' | InvoiceAmounts
>;
type InvoicePayment = Pick<
  Stripe.InvoicePayment,
  Base | 'amount_paid' | 'amount_requested' | 'currency' | 'invoice' | 'is_default' | 'status'
> & {
  payment: { type: 'payment_intent'; payment_intent: string };
};
type PaymentIntent = Pick<Stripe.PaymentIntent, Base | 'amount' | 'amount_received' | 'currency' | 'customer' | 'status' | 'latest_charge'>;
type Refund = Pick<Stripe.Refund, Base | 'amount' | 'currency' | 'payment_intent' | 'charge' | 'status'>;
type Customer = Pick<Stripe.Customer, Base | 'email'> & {
  invoice_settings: Pick<Stripe.Customer.InvoiceSettings, 'default_payment_method'>;
};
type PaymentMethod = Pick<Stripe.PaymentMethod, Base | 'type' | 'customer'> & { card: Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4'> };
type Stored = Product | Price | Coupon | Session | Subscription | Invoice | PaymentIntent | Refund | Customer | PaymentMethod;
type Params = Record<string, unknown>;
/** What a session sells, kept for the subscription or payment that paying it starts. */
type Terms = { price: Price; quantity: number; trialDays: number; coupon: Coupon | null };

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; code?: string; param?: string; decline_code?: string },
  ) {
    super(error.message);
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, param, code });
/** Unknown ids in the path are a 404; ids named in a parameter are a 400 naming that parameter, as Stripe does. */
const noSuch = (kind: string, id: string, param?: string) =>
  new ApiError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: param ?? 'id',
    message: `No such ${kind}: '${id}'`,
  });
const cardDeclined = (declineCode: string) =>
  new ApiError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: declineCode,
    message: declineCode === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.',
  });

/**
 * Stripe's test payment methods (docs.stripe.com/testing): each names a card that is charged or declined as its name
 * says. Attaching one to a customer makes a new payment method of that card, as Stripe does.
 */
const TEST_PAYMENT_METHODS: Record<string, { brand: string; last4: string; decline?: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', decline: 'insufficient_funds' },
};

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startStripeStandin(): Promise<StripeStandin> {
  const secretKey = newId('sk_test');
  const webhookSecret = newId('whsec');
  const objects = new Map<string, Stored>();
  const sessionTerms = new Map<string, Terms>();
  const invoicePayments = new Map<string, InvoicePayment[]>();
  const refundedIntents = new Set<string>();
  /** Payment methods whose charges the bank declines, with the decline code. */
  const declines = new Map<string, string>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  let pendingDecline: string | null = null;
  let baseUrl = '';

  function store<T extends Stored>(object: T): T {
    objects.set(object.id, object);
    return object;
  }

  function find<K extends Stored['object']>(kind: K, id: string, param?: string): Extract<Stored, { object: K }> {
    const found = objects.get(id);
    if (found?.object !== kind) throw noSuch(kind, id, param);
    return found as Extract<Stored, { object: K }>; // the `object` field was just checked
  }

  function createProduct(params: Params): Product {
    return store<Product>({
      id: newId('prod'),
      object: 'product',
      name: text(params, 'name'),
      metadata: metadataOf(params),
      created: now(),
    });
  }

  /** Stripe documents currency as a lower-case ISO code: the stand-in refuses any other spelling, so an adapter that sends 'HKD' fails here. */
  function currencyOf(params: Params): string {
    const currency = text(params, 'currency');
    if (!/^[a-z]{3}$/.test(currency))
      throw invalid(`Invalid currency: ${currency}. Stripe currencies are lower-case ISO codes.`, 'currency');
    return currency;
  }

  function createPrice(params: Params): Price {
    const product = find('product', text(params, 'product'), 'product');
    const recurring = params.recurring === undefined ? null : (params.recurring as Params);
    return store<Price>({
      id: newId('price'),
      object: 'price',
      product: product.id,
      currency: currencyOf(params),
      unit_amount: integer(params, 'unit_amount'),
      type: recurring ? 'recurring' : 'one_time',
      recurring: recurring && {
        interval: oneOf(recurring, 'interval', ['day', 'week', 'month', 'year'] as const),
        interval_count: recurring.interval_count === undefined ? 1 : integer(recurring, 'interval_count'),
      },
      created: now(),
    });
  }

  function createCoupon(params: Params): Coupon {
    const percentOff = text(params, 'percent_off');
    if (!/^\d+(\.\d+)?$/.test(percentOff) || Number(percentOff) <= 0 || Number(percentOff) > 100) {
      throw invalid('Invalid percent_off: must be greater than 0 and at most 100.', 'percent_off');
    }
    return store<Coupon>({
      id: randomBytes(4).toString('hex'),
      object: 'coupon',
      percent_off: Number(percentOff),
      duration: oneOf(params, 'duration', ['once', 'repeating', 'forever'] as const),
      max_redemptions: params.max_redemptions === undefined ? null : integer(params, 'max_redemptions'),
      name: optional(params, 'name'),
      times_redeemed: 0,
      valid: true,
      created: now(),
    });
  }

  /** The one coupon a session may name in `discounts`, still valid (not redeemed up to its limit). */
  function sessionCoupon(params: Params): Coupon | null {
    if (params.discounts === undefined) return null;
    const discounts = Array.isArray(params.discounts) ? (params.discounts as Params[]) : [];
    if (discounts.length !== 1) throw invalid('This stand-in takes exactly one entry in `discounts`.', 'discounts');
    const coupon = find('coupon', text(discounts[0]!, 'coupon', 'discounts[0][coupon]'), 'discounts[0][coupon]');
    if (!coupon.valid) throw invalid(`Coupon ${coupon.id} is no longer valid.`, 'discounts[0][coupon]', 'coupon_expired');
    return coupon;
  }

  function createSession(params: Params): Session {
    const mode = oneOf(params, 'mode', ['payment', 'subscription'] as const);
    const item = (Array.isArray(params.line_items) && params.line_items.length === 1 ? params.line_items[0] : {}) as Params;
    const price = find('price', text(item, 'price', 'line_items[0][price]'), 'line_items[0][price]');
    const quantity = integer(item, 'quantity', 'line_items[0][quantity]');
    if ((price.type === 'recurring') !== (mode === 'subscription')) {
      throw invalid(`A ${price.type} price cannot be used in \`${mode}\` mode.`, 'line_items[0][price]');
    }
    const subscriptionData = params.subscription_data as Params | undefined;
    if (subscriptionData && mode !== 'subscription') {
      throw invalid('`subscription_data` can only be used in `subscription` mode.', 'subscription_data');
    }
    const trialDays = subscriptionData?.trial_period_days === undefined ? 0 : integer(subscriptionData, 'trial_period_days');
    const coupon = sessionCoupon(params);
    const amount = firstAmountOf({ price, quantity, trialDays, coupon });
    const id = newId('cs_test');
    sessionTerms.set(id, { price, quantity, trialDays, coupon });
    return store<Session>({
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: optional(params, 'client_reference_id'),
      customer: null,
      customer_email: optional(params, 'customer_email'),
      success_url: text(params, 'success_url'),
      cancel_url: optional(params, 'cancel_url'),
      url: `${baseUrl}/c/pay/${id}`,
      discounts: coupon ? [{ coupon: coupon.id, promotion_code: null }] : [],
      amount_total: amount,
      currency: price.currency,
      subscription: null,
      payment_intent: null,
      created: now(),
    });
  }

  function expireSession(id: string): Session {
    const session = find('checkout.session', id);
    if (session.status !== 'open') {
      throw invalid(`Only Checkout Sessions with a status of \`open\` can be expired; this one is \`${String(session.status)}\`.`);
    }
    session.status = 'expired';
    return session;
  }

  function cancelSubscription(id: string): Subscription {
    const subscription = find('subscription', id);
    // Stripe treats a canceled subscription as gone: cancelling it again answers "No such subscription".
    if (subscription.status === 'canceled') throw noSuch('subscription', id);
    subscription.status = 'canceled';
    subscription.canceled_at = subscription.ended_at = now();
    return subscription;
  }

  function viewInvoice(id: string, params: Params): Invoice & { payments?: List<InvoicePayment> } {
    const invoice = find('invoice', id);
    const expand = Array.isArray(params.expand) ? params.expand : [];
    // `payments` is includable: Stripe leaves it out unless it is expanded.
    if (!expand.includes('payments')) return invoice;
    return { ...invoice, payments: list(invoicePayments.get(id) ?? [], `/v1/invoice_payments?invoice=${id}`) };
  }

  function createRefund(params: Params): Refund {
    const intent = find('payment_intent', text(params, 'payment_intent'), 'payment_intent');
    if (refundedIntents.has(intent.id)) {
      throw invalid(`Charge ${String(intent.latest_charge)} has already been refunded.`, undefined, 'charge_already_refunded');
    }
    refundedIntents.add(intent.id);
    return store<Refund>({
      id: newId('re'),
      object: 'refund',
      amount: intent.amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      created: now(),
    });
  }

  function createPaymentIntent(amount: number, currency: string, customer: string): PaymentIntent {
    return store<PaymentIntent>({
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: amount,
      currency,
      customer,
      status: 'succeeded',
      latest_charge: newId('ch'),
      created: now(),
    });
  }

  function startSubscription(terms: Terms, customer: string) {
    const start = now();
    const trialEnd = terms.trialDays > 0 ? start + terms.trialDays * 24 * 3600 : null;
    const periodEnd = trialEnd ?? periodEndOf(start, terms.price.recurring ?? { interval: 'month', interval_count: 1 });
    const subscriptionId = newId('sub');
    const subscription = store<Subscription>({
      id: subscriptionId,
      object: 'subscription',
      status: trialEnd ? 'trialing' : 'active',
      customer,
      items: list(
        [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: terms.price,
            quantity: terms.quantity,
            subscription: subscriptionId,
            current_period_start: start,
            current_period_end: periodEnd,
            created: start,
          },
        ],
        `/v1/subscription_items?subscription=${subscriptionId}`,
      ),
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      canceled_at: null,
      ended_at: null,
      latest_invoice: null,
      created: start,
    });
    // The first invoice: zero during a trial (nothing is charged, so no payment), the first period's price otherwise.
    const invoice = invoiceSubscription(subscription, firstAmountOf(terms), 'subscription_create', { paid: true });
    return { subscription, invoice };
  }

  /** An invoice of a subscription's period, charged at once: paid (with its payment), or declined and left open. */
  function invoiceSubscription(
    subscription: Subscription,
    amount: number,
    billingReason: 'subscription_create' | 'subscription_cycle',
    { paid }: { paid: boolean },
  ): Invoice {
    const customer = idOfStored(subscription.customer)!;
    const id = newId('in');
    const invoice = store<Invoice>({
      id,
      object: 'invoice',
      status: paid ? 'paid' : 'open',
      customer,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: {} } },
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      currency: subscription.items.data[0]!.price.currency,
      billing_reason: billingReason,
      attempted: true,
      hosted_invoice_url: `${baseUrl}/i/${id}`,
      created: now(),
    });
    if (paid && amount > 0) {
      const intent = createPaymentIntent(amount, invoice.currency, customer);
      invoicePayments.set(invoice.id, [
        {
          id: newId('inpay'),
          object: 'invoice_payment',
          amount_paid: amount,
          amount_requested: amount,
          currency: invoice.currency,
          invoice: invoice.id,
          is_default: true,
          status: 'paid',
          payment: { type: 'payment_intent', payment_intent: intent.id },
          created: invoice.created,
        },
      ]);
    }
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  function renewSubscription(subscriptionId: string, outcome: { decline?: boolean } = {}): SignedEvent[] {
    const subscription = find('subscription', subscriptionId);
    if (!['trialing', 'active', 'past_due'].includes(subscription.status)) {
      throw new Error(`subscription ${subscriptionId} is ${subscription.status}: nothing renews it`);
    }
    const item = subscription.items.data[0]!;
    const amount = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
    const invoice = invoiceSubscription(subscription, amount, 'subscription_cycle', { paid: !outcome.decline });
    if (outcome.decline) {
      subscription.status = 'past_due';
    } else {
      subscription.status = 'active';
      item.current_period_start = item.current_period_end;
      item.current_period_end = periodEndOf(item.current_period_end, item.price.recurring ?? { interval: 'month', interval_count: 1 });
    }
    return [
      signedEvent(outcome.decline ? 'invoice.payment_failed' : 'invoice.paid', invoice),
      signedEvent('customer.subscription.updated', subscription),
    ];
  }

  /** A payment method to attach: a test one becomes a new card payment method; a stored one must still be free. */
  function paymentMethodToAttach(id: string, param: string): PaymentMethod {
    const test = TEST_PAYMENT_METHODS[id];
    if (test) {
      const paymentMethod = store<PaymentMethod>({
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: null,
        card: { brand: test.brand, last4: test.last4 },
        created: now(),
      });
      if (test.decline) declines.set(paymentMethod.id, test.decline);
      return paymentMethod;
    }
    const found = objects.get(id);
    if (found?.object !== 'payment_method') throw noSuch('PaymentMethod', id, param);
    if (found.customer) throw invalid('The payment method you provided has already been attached to a customer.', param);
    return found;
  }

  function createCustomer(params: Params): Customer {
    const named = optional(params, 'payment_method');
    const defaultMethod = optional((params.invoice_settings ?? {}) as Params, 'default_payment_method');
    // A new customer has no payment method but the one this request attaches, so only that one can be its default.
    if (defaultMethod !== null && defaultMethod !== named) {
      const param = 'invoice_settings[default_payment_method]';
      if (!TEST_PAYMENT_METHODS[defaultMethod] && objects.get(defaultMethod)?.object !== 'payment_method') {
        throw noSuch('PaymentMethod', defaultMethod, param);
      }
      throw invalid(
        `The customer does not have a payment method with the ID ${defaultMethod}. The payment method must be attached to the customer.`,
        param,
      );
    }
    const attached = named === null ? null : paymentMethodToAttach(named, 'payment_method');
    const customer = store<Customer>({
      id: newId('cus'),
      object: 'customer',
      email: optional(params, 'email'),
      // Stripe takes a test payment method's name where it takes an id: the default is the payment method attached here.
      invoice_settings: { default_payment_method: defaultMethod === null ? null : (attached?.id ?? null) },
      created: now(),
    });
    if (attached) attached.customer = customer.id;
    return customer;
  }

  /** Charges the first period to the customer's default payment method at once; a decline creates nothing. */
  function createSubscription(params: Params): Subscription {
    const customer = find('customer', text(params, 'customer'), 'customer');
    const item = (Array.isArray(params.items) && params.items.length === 1 ? params.items[0] : {}) as Params;
    const price = find('price', text(item, 'price', 'items[0][price]'), 'items[0][price]');
    if (price.type !== 'recurring') {
      throw invalid(
        'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        'items[0][price]',
      );
    }
    const quantity = item.quantity === undefined ? 1 : integer(item, 'quantity', 'items[0][quantity]');
    // The other behaviours leave an unpaid subscription `incomplete`, which this stand-in does not model.
    if (params.payment_behavior !== 'error_if_incomplete') {
      throw invalid('This stand-in only starts subscriptions with `payment_behavior=error_if_incomplete`.', 'payment_behavior');
    }
    const paymentMethod = idOfStored(customer.invoice_settings.default_payment_method);
    if (!paymentMethod) {
      throw invalid(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
        undefined,
        'resource_missing',
      );
    }
    const declineCode = declines.get(paymentMethod);
    if (declineCode) throw cardDeclined(declineCode);
    return startSubscription({ price, quantity, trialDays: 0, coupon: null }, customer.id).subscription;
  }

  function signedEvent(
    type: string,
    object: { id: string } & Record<string, unknown>,
    options: { timestamp?: number; secret?: string } = {},
  ): SignedEvent {
    const created = options.timestamp ?? now();
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      type,
      data: { object },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: created });
    return { id: event.id, type, body: Buffer.from(payload), signature };
  }

  async function completeCheckout(sessionId: string, outcome: { decline?: boolean } = {}): Promise<SignedEvent[]> {
    const session = find('checkout.session', sessionId);
    const terms = sessionTerms.get(sessionId);
    if (session.status !== 'open' || !terms) throw new Error(`checkout session ${sessionId} is not open`);
    // A declined card is shown to the buyer on the hosted page; the session stays open and nothing is sent.
    if (outcome.decline) return [];
    session.status = 'complete';
    if (terms.coupon) {
      terms.coupon.times_redeemed += 1;
      terms.coupon.valid = terms.coupon.max_redemptions === null || terms.coupon.times_redeemed < terms.coupon.max_redemptions;
    }
    session.customer = newId('cus');
    if (session.mode === 'payment') {
      session.payment_status = 'paid';
      session.payment_intent = createPaymentIntent(session.amount_total ?? 0, terms.price.currency, session.customer).id;
      return [signedEvent('checkout.session.completed', session)];
    }
    const { subscription, invoice } = startSubscription(terms, session.customer);
    session.payment_status = terms.trialDays > 0 ? 'no_payment_required' : 'paid';
    session.subscription = subscription.id;
    return [
      signedEvent('checkout.session.completed', session),
      signedEvent('customer.subscription.created', subscription),
      signedEvent('invoice.paid', invoice),
    ];
  }

  const routes: [method: string, path: RegExp, respond: (params: Params, id: string) => unknown][] = [
    ['POST', /^\/v1\/products$/, createProduct],
    ['POST', /^\/v1\/prices$/, createPrice],
    ['POST', /^\/v1\/coupons$/, createCoupon],
    ['POST', /^\/v1\/checkout\/sessions$/, createSession],
    ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (_params, id) => expireSession(id)],
    ['POST', /^\/v1\/customers$/, createCustomer],
    ['POST', /^\/v1\/subscriptions$/, createSubscription],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_params, id) => find('checkout.session', id)],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_params, id) => find('subscription', id)],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (_params, id) => cancelSubscription(id)],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, (params, id) => viewInvoice(id, params)],
    ['POST', /^\/v1\/refunds$/, createRefund],
  ];

  function answer(method: string, path: string, params: Params, apiVersion: unknown): { status: number; body: string } {
    try {
      // Its objects have the shapes of this one version; a client pinned to another would be tested against the wrong ones.
      if (apiVersion !== Stripe.API_VERSION) {
        throw invalid(`This stand-in answers as API version ${Stripe.API_VERSION}, not ${String(apiVersion)}.`);
      }
      if (pendingDecline) {
        const declineCode = pendingDecline;
        pendingDecline = null;
        throw cardDeclined(declineCode);
      }
      for (const [routeMethod, pattern, respond] of routes) {
        const match = pattern.exec(path);
        if (match && routeMethod === method) {
          return { status: 200, body: JSON.stringify(respond(params, decodeURIComponent(match[1] ?? ''))) };
        }
      }
      throw new ApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, body: JSON.stringify({ error: error.error }) };
      throw error;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://standin');
    const send = (status: number, body: string, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers }).end(body);

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }));
      return;
    }
    // Stripe replays the first answer to a POST with the same key, and refuses the key with other parameters.
    const key = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (earlier && earlier.fingerprint !== fingerprint) {
      const message = 'Keys for idempotent requests can only be used with the same parameters they were first used with.';
      send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
      return;
    }
    if (earlier) {
      send(earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
      return;
    }
    const params = { ...parseStripeForm(url.search.slice(1)), ...parseStripeForm(raw) };
    const result = answer(method, url.pathname, params, request.headers['stripe-version']);
    if (typeof key === 'string') idempotent.set(key, { fingerprint, ...result });
    send(result.status, result.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // Stripe-Should-Retry stops the SDK's retries, so a bug in the stand-in fails the test at once.
      response
        .writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' })
        .end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    secretKey,
    webhookSecret,
    completeCheckout,
    renewSubscription,
    signedEvent,
    declineNextRequest(declineCode = 'generic_decline') {
      pendingDecline = declineCode;
    },
    inspect(id) {
      const found = objects.get(id);
      return found && structuredClone(found);
    },
    close() {
      // The SDK keeps connections alive; close() alone would wait for them.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Stripe's form encoding: `line_items[0][price]=x&expand[0]=payments` → `{ line_items: [{ price: 'x' }], expand: ['payments'] }`. */
function parseStripeForm(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[');
    if (path.includes('__proto__')) continue;
    let node = root;
    for (const segment of path.slice(0, -1)) node = (node[segment] ??= {}) as Params;
    node[path[path.length - 1]!] = value;
  }
  return withArrays(root) as Params;
}

function withArrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withArrays(inner)] as const);
  if (entries.length === 0 || !entries.every(([key]) => /^\d+$/.test(key))) return Object.fromEntries(entries);
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
}

function text(params: Params, name: string, param = name): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '') throw invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
  return value;
}

function optional(params: Params, name: string): string | null {
  return typeof params[name] === 'string' && params[name] !== '' ? params[name] : null;
}

function integer(params: Params, name: string, param = name): number {
  const value = text(params, name, param);
  if (!/^\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, param, 'parameter_invalid_integer');
  return Number(value);
}

function oneOf<T extends string>(params: Params, name: string, allowed: readonly T[]): T {
  const value = text(params, name);
  if (!(allowed as readonly string[]).includes(value)) throw invalid(`Invalid ${name}: must be one of ${allowed.join(', ')}`, name);
  return value as T;
}

function metadataOf(params: Params): Record<string, string> {
  const metadata = params.metadata;
  if (typeof metadata !== 'object' || metadata === null) return {};
  return Object.fromEntries(Object.entries(metadata).map(([key, value]) => [key, String(value)]));
}

function list<T>(data: T[], url: string): List<T> {
  return { object: 'list', data, has_more: false, url };
}

/** A trial's first invoice is zero; otherwise the price, less a percent-off coupon rounded to the cent as Stripe rounds it. */
function firstAmountOf(terms: Terms): number {
  if (terms.trialDays > 0) return 0;
  const amount = (terms.price.unit_amount ?? 0) * terms.quantity;
  return terms.coupon?.percent_off ? amount - Math.round((amount * terms.coupon.percent_off) / 100) : amount;
}

function idOfStored(value: string | { id: string } | null): string | null {
  return typeof value === 'string' || value === null ? value : value.id;
}

function periodEndOf(start: number, recurring: { interval: string; interval_count: number }): number {
  const date = new Date(start * 1000);
  const n = recurring.interval_count;
  if (recurring.interval === 'day') date.setUTCDate(date.getUTCDate() + n);
  else if (recurring.interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * n);
  else if (recurring.interval === 'month') date.setUTCMonth(date.getUTCMonth() + n);
  else date.setUTCFullYear(date.getUTCFullYear() + n);
  return Math.floor(date.getTime() / 1000);
}
