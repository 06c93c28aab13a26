import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CardDeclinedError,
  WebhookSignatureError,
  type CardPaymentProvider,
  type CheckoutRequest,
  type DirectSubscriptionRequest,
} from './card-provider.js';
import { createStripeProvider } from './stripe-provider.js';
import { startStripeStandin, type StripeStandin } from '../../../test-support/payments/stripe-standin.js';

const DAY = 24 * 3600 * 1000;

describe('createStripeProvider against a local stand-in of Stripe', () => {
  let standin: StripeStandin;
  let stripe: CardPaymentProvider;
  let monthlyPrice: string;
  let oneTimePrice: string;
  let keys = 0;

  beforeAll(async () => {
    standin = await startStripeStandin();
    stripe = createStripeProvider({ secretKey: standin.secretKey, webhookSecret: standin.webhookSecret, apiBaseUrl: standin.baseUrl });
    monthlyPrice = await stripe.createPrice({
      name: 'Monthly',
      unitAmount: 999,
      currency: 'USD',
      intervalCount: 1,
      planId: 'plan-monthly',
    });
    oneTimePrice = await stripe.createPrice({
      name: 'Lifetime',
      unitAmount: 1999,
      currency: 'usd',
      intervalCount: null,
      planId: 'plan-lifetime',
    });
  });
  afterAll(() => standin.close());

  function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
    keys += 1;
    return {
      mode: 'subscription',
      priceId: monthlyPrice,
      trialDays: 0,
      customerEmail: 'viewer@example.com',
      clientReferenceId: `our-checkout-${keys}`,
      successUrl: 'https://app.example/checkout/done?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://app.example/plans',
      idempotencyKey: `checkout-${keys}`,
      ...overrides,
    };
  }

  it('creates a recurring price every N months on a product that names the plan', async () => {
    const priceId = await stripe.createPrice({ name: 'Quarterly', unitAmount: 2500, currency: 'usd', intervalCount: 3, planId: 'plan-q' });
    const price = standin.inspect(priceId);
    expect(price).toMatchObject({
      unit_amount: 2500,
      currency: 'usd',
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 3 },
    });
    expect(standin.inspect(String(price?.product))).toMatchObject({
      object: 'product',
      name: 'Quarterly',
      metadata: { plan_id: 'plan-q' },
    });
  });

  it('creates a one-time price', () => {
    expect(standin.inspect(oneTimePrice)).toMatchObject({ unit_amount: 1999, currency: 'usd', type: 'one_time', recurring: null });
  });

  it('opens a hosted subscription checkout that trials for 7 days, then reads the trialing subscription and its zero invoice', async () => {
    const request = checkout({ trialDays: 7 });
    const { id, url } = await stripe.createCheckoutSession(request);
    expect(url).toBe(`${standin.baseUrl}/c/pay/${id}`);
    expect(await stripe.retrieveCheckoutSession(id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', subscriptionId: null });

    await standin.completeCheckout(id);

    const session = await stripe.retrieveCheckoutSession(id);
    expect(session).toMatchObject({
      status: 'complete',
      paymentStatus: 'no_payment_required',
      mode: 'subscription',
      clientReferenceId: request.clientReferenceId,
      amountTotal: 0,
      currency: 'usd',
      paymentIntentId: null,
    });
    const subscription = await stripe.retrieveSubscription(session.subscriptionId!);
    expect(subscription).toMatchObject({ id: session.subscriptionId, status: 'trialing', canceledAt: null });
    expect(Math.abs(subscription.trialEnd!.getTime() - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    expect(subscription.currentPeriodEnd).toEqual(subscription.trialEnd);
    const invoice = await stripe.retrieveInvoice(subscription.latestInvoiceId!);
    expect(invoice).toMatchObject({
      subscriptionId: subscription.id,
      status: 'paid',
      amountPaid: 0,
      currency: 'usd',
      paymentIntentId: null,
    });
    expect(Math.abs(invoice.created.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('reads the payment intent of a paid first invoice, which only the expanded payments list names', async () => {
    const { id } = await stripe.createCheckoutSession(checkout());
    await standin.completeCheckout(id);
    const subscription = await stripe.retrieveSubscription((await stripe.retrieveCheckoutSession(id)).subscriptionId!);
    expect(subscription).toMatchObject({ status: 'active', trialEnd: null });
    // One month on, wherever the month boundary falls.
    expect(subscription.currentPeriodEnd!.getTime() - Date.now()).toBeGreaterThan(27 * DAY);
    expect(subscription.currentPeriodEnd!.getTime() - Date.now()).toBeLessThan(32 * DAY);
    const invoice = await stripe.retrieveInvoice(subscription.latestInvoiceId!);
    expect(invoice).toMatchObject({ amountPaid: 999, paymentIntentId: expect.stringMatching(/^pi_/) });
  });

  it("reads a renewal's invoice with its hosted page, and a declined renewal's as open, attempted and still due", async () => {
    const { id } = await stripe.createCheckoutSession(checkout());
    await standin.completeCheckout(id);
    const subscriptionId = (await stripe.retrieveCheckoutSession(id)).subscriptionId!;
    const first = await stripe.retrieveInvoice((await stripe.retrieveSubscription(subscriptionId)).latestInvoiceId!);
    expect(first).toMatchObject({ status: 'paid', amountPaid: 999, amountDue: 999, attempted: true });
    expect(first.hostedUrl).toBe(`${standin.baseUrl}/i/${first.id}`);

    standin.renewSubscription(subscriptionId);
    const renewed = await stripe.retrieveSubscription(subscriptionId);
    const paid = await stripe.retrieveInvoice(renewed.latestInvoiceId!);
    expect(paid).toMatchObject({
      subscriptionId,
      status: 'paid',
      amountPaid: 999,
      amountDue: 999,
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    expect(paid.id).not.toBe(first.id);

    standin.renewSubscription(subscriptionId, { decline: true });
    const pastDue = await stripe.retrieveSubscription(subscriptionId);
    expect(pastDue.status).toBe('past_due');
    expect(await stripe.retrieveInvoice(pastDue.latestInvoiceId!)).toMatchObject({
      status: 'open',
      attempted: true,
      amountPaid: 0,
      amountDue: 999,
      paymentIntentId: null,
      hostedUrl: expect.stringContaining('/i/in_'),
    });
  });

  it('opens a one-time payment checkout whose completed session names the payment intent', async () => {
    // A trial means nothing without a subscription; Stripe refuses subscription_data in payment mode.
    const { id } = await stripe.createCheckoutSession(checkout({ mode: 'payment', priceId: oneTimePrice, trialDays: 7 }));
    await standin.completeCheckout(id);
    expect(await stripe.retrieveCheckoutSession(id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      mode: 'payment',
      subscriptionId: null,
      paymentIntentId: expect.stringMatching(/^pi_/),
      amountTotal: 1999,
      currency: 'usd',
    });
  });

  it('takes a coupon off the first invoice only: a one-redemption `once` coupon named in the session', async () => {
    const { id } = await stripe.createCheckoutSession(checkout({ discount: { percentOff: 10, name: 'SAVE10CODE' } }));
    const discounts = standin.inspect(id)?.discounts as { coupon: string }[];
    expect(discounts).toHaveLength(1);
    expect(standin.inspect(discounts[0]!.coupon)).toMatchObject({
      object: 'coupon',
      percent_off: 10,
      duration: 'once',
      max_redemptions: 1,
      name: 'SAVE10CODE',
    });
    // 999 less 10 %, the discount rounded to the cent: 100 off.
    expect(await stripe.retrieveCheckoutSession(id)).toMatchObject({ status: 'open', amountTotal: 899 });

    await standin.completeCheckout(id);
    const subscription = await stripe.retrieveSubscription((await stripe.retrieveCheckoutSession(id)).subscriptionId!);
    expect(await stripe.retrieveInvoice(subscription.latestInvoiceId!)).toMatchObject({ amountPaid: 899, status: 'paid' });
    expect(standin.inspect(discounts[0]!.coupon)).toMatchObject({ times_redeemed: 1, valid: false });
  });

  it('takes a coupon off a one-time payment', async () => {
    const { id } = await stripe.createCheckoutSession(
      checkout({ mode: 'payment', priceId: oneTimePrice, discount: { percentOff: 15, name: 'FIFTEENOFF' } }),
    );
    await standin.completeCheckout(id);
    // 1999 less 15 %: 299.85 off, rounded to 300.
    expect(await stripe.retrieveCheckoutSession(id)).toMatchObject({ status: 'complete', paymentStatus: 'paid', amountTotal: 1699 });
  });

  it('makes one coupon for a retried create with a discount, and opens the same session', async () => {
    const request = checkout({ discount: { percentOff: 20, name: 'RETRIED' } });
    const first = await stripe.createCheckoutSession(request);
    expect(await stripe.createCheckoutSession(request)).toEqual(first);
  });

  it('expires an open session, and answers a paid one as complete', async () => {
    const open = await stripe.createCheckoutSession(checkout({ mode: 'payment', priceId: oneTimePrice }));
    expect(await stripe.expireCheckoutSession(open.id)).toMatchObject({ id: open.id, status: 'expired' });
    await expect(standin.completeCheckout(open.id)).rejects.toThrow(/not open/);
    expect(await stripe.expireCheckoutSession(open.id)).toMatchObject({ status: 'expired' });

    const paid = await stripe.createCheckoutSession(checkout({ mode: 'payment', priceId: oneTimePrice }));
    await standin.completeCheckout(paid.id);
    expect(await stripe.expireCheckoutSession(paid.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });

  it('still fails to expire a session Stripe does not know', async () => {
    await expect(stripe.expireCheckoutSession('cs_test_unknown')).rejects.toThrow(/No such checkout.session/);
  });

  it('answers a retried create with the same idempotency key with the same session, and a new key with a new one', async () => {
    const request = checkout();
    const first = await stripe.createCheckoutSession(request);
    expect(await stripe.createCheckoutSession(request)).toEqual(first);
    expect((await stripe.createCheckoutSession({ ...request, idempotencyKey: 'another-key' })).id).not.toBe(first.id);
  });

  it('leaves the session open and sends nothing when the card is declined on the hosted page', async () => {
    const { id } = await stripe.createCheckoutSession(checkout({ mode: 'payment', priceId: oneTimePrice }));
    expect(await standin.completeCheckout(id, { decline: true })).toEqual([]);
    expect(await stripe.retrieveCheckoutSession(id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', paymentIntentId: null });
  });

  it('surfaces a card error from the API as CardDeclinedError with the decline code', async () => {
    standin.declineNextRequest('insufficient_funds');
    const attempt = stripe.createCheckoutSession(checkout());
    await expect(attempt).rejects.toBeInstanceOf(CardDeclinedError);
    await expect(attempt).rejects.toMatchObject({ declineCode: 'insufficient_funds' });
  });

  it('cancels a subscription at once, and a second cancel is not an error', async () => {
    const { id } = await stripe.createCheckoutSession(checkout({ trialDays: 7 }));
    await standin.completeCheckout(id);
    const subscriptionId = (await stripe.retrieveCheckoutSession(id)).subscriptionId!;
    await stripe.cancelSubscription(subscriptionId);
    const canceled = await stripe.retrieveSubscription(subscriptionId);
    expect(canceled.status).toBe('canceled');
    expect(Math.abs(canceled.canceledAt!.getTime() - Date.now())).toBeLessThan(60_000);
    await expect(stripe.cancelSubscription(subscriptionId)).resolves.toBeUndefined();
  });

  it('still fails to cancel a subscription Stripe does not know', async () => {
    await expect(stripe.cancelSubscription('sub_unknown')).rejects.toThrow(/No such subscription/);
  });

  it('refunds a payment once however often the same approval is retried', async () => {
    const { id } = await stripe.createCheckoutSession(checkout({ mode: 'payment', priceId: oneTimePrice }));
    await standin.completeCheckout(id);
    const paymentIntentId = (await stripe.retrieveCheckoutSession(id)).paymentIntentId!;
    const refund = await stripe.refundPayment(paymentIntentId, 'refund-approval-1');
    expect(standin.inspect(refund.id)).toMatchObject({
      object: 'refund',
      payment_intent: paymentIntentId,
      amount: 1999,
      status: 'succeeded',
    });
    expect(await stripe.refundPayment(paymentIntentId, 'refund-approval-1')).toEqual(refund);
    await expect(stripe.refundPayment(paymentIntentId, 'refund-approval-2')).rejects.toThrow(/already been refunded/);
  });

  it('reports an unknown id as an error, not as a decline', async () => {
    const attempt = stripe.retrieveCheckoutSession('cs_test_unknown');
    await expect(attempt).rejects.toThrow(/No such checkout.session/);
    await expect(attempt).rejects.not.toBeInstanceOf(CardDeclinedError);
  });

  it('sends its secret key: a wrong one is refused', async () => {
    const stranger = createStripeProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret: standin.webhookSecret,
      apiBaseUrl: standin.baseUrl,
    });
    await expect(stranger.retrieveSubscription('sub_any')).rejects.toThrow(/Invalid API Key/);
  });

  describe('createSubscription with a payment method the browser collected', () => {
    function subscribe(overrides: Partial<DirectSubscriptionRequest> = {}): DirectSubscriptionRequest {
      keys += 1;
      return {
        priceId: monthlyPrice,
        paymentMethodId: 'pm_card_visa',
        customerEmail: 'host@example.com',
        idempotencyKey: `subscribe-${keys}`,
        ...overrides,
      };
    }

    it.each(['pm_card_visa', 'pm_card_mastercard'])(
      'starts an active subscription with %s and pays its first invoice at once',
      async (paymentMethodId) => {
        const subscription = await stripe.createSubscription(subscribe({ paymentMethodId }));
        expect(subscription).toMatchObject({ id: expect.stringMatching(/^sub_/), status: 'active', trialEnd: null, canceledAt: null });
        // One month on, wherever the month boundary falls.
        expect(subscription.currentPeriodEnd!.getTime() - Date.now()).toBeGreaterThan(27 * DAY);
        expect(subscription.currentPeriodEnd!.getTime() - Date.now()).toBeLessThan(32 * DAY);
        expect(await stripe.retrieveInvoice(subscription.latestInvoiceId!)).toMatchObject({
          subscriptionId: subscription.id,
          status: 'paid',
          amountPaid: 999,
          currency: 'usd',
          paymentIntentId: expect.stringMatching(/^pi_/),
        });
      },
    );

    it('charges a customer with the email whose invoices default to the payment method it attached', async () => {
      const subscription = await stripe.createSubscription(subscribe());
      const customer = standin.inspect(String(standin.inspect(subscription.id)?.customer));
      expect(customer).toMatchObject({ object: 'customer', email: 'host@example.com' });
      const paymentMethod = (customer?.invoice_settings as { default_payment_method: string }).default_payment_method;
      expect(standin.inspect(paymentMethod)).toMatchObject({ object: 'payment_method', customer: customer?.id, card: { brand: 'visa' } });
    });

    it.each([
      ['pm_card_chargeDeclined', 'generic_decline'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ])('refuses %s as CardDeclinedError %s', async (paymentMethodId, declineCode) => {
      const attempt = stripe.createSubscription(subscribe({ paymentMethodId }));
      await expect(attempt).rejects.toBeInstanceOf(CardDeclinedError);
      await expect(attempt).rejects.toMatchObject({ declineCode });
    });

    it('reports a payment method Stripe does not know as an error, not as a decline', async () => {
      const attempt = stripe.createSubscription(subscribe({ paymentMethodId: 'pm_unknown' }));
      await expect(attempt).rejects.toThrow(/No such PaymentMethod: 'pm_unknown'/);
      await expect(attempt).rejects.not.toBeInstanceOf(CardDeclinedError);
    });

    it('answers a retried call with the same idempotency key with the same subscription, and a new key with a new one', async () => {
      const request = subscribe();
      const first = await stripe.createSubscription(request);
      expect(await stripe.createSubscription(request)).toEqual(first);
      expect((await stripe.createSubscription({ ...request, idempotencyKey: 'another-subscribe-key' })).id).not.toBe(first.id);
    });
  });

  describe('verifyWebhook', () => {
    it('accepts the events a completed checkout sends and names their objects', async () => {
      const { id } = await stripe.createCheckoutSession(checkout());
      const events = await standin.completeCheckout(id);
      const session = await stripe.retrieveCheckoutSession(id);
      const subscription = await stripe.retrieveSubscription(session.subscriptionId!);
      expect(events.map((event) => stripe.verifyWebhook(event.body, event.signature))).toEqual([
        { id: events[0]!.id, type: 'checkout.session.completed', objectId: id },
        { id: events[1]!.id, type: 'customer.subscription.created', objectId: subscription.id },
        { id: events[2]!.id, type: 'invoice.paid', objectId: subscription.latestInvoiceId },
      ]);
    });

    it('accepts an event signed with its secret', () => {
      const event = standin.signedEvent('charge.refunded', { id: 'ch_1', object: 'charge' });
      expect(stripe.verifyWebhook(event.body, event.signature)).toEqual({ id: event.id, type: 'charge.refunded', objectId: 'ch_1' });
    });

    const invoicePaid = (options?: { timestamp?: number; secret?: string }) => standin.signedEvent('invoice.paid', { id: 'in_1' }, options);
    const expectRefused = (body: Buffer, header: string | undefined) =>
      expect(() => stripe.verifyWebhook(body, header)).toThrow(WebhookSignatureError);

    it('rejects a tampered body', () => {
      const event = invoicePaid();
      expectRefused(Buffer.from(event.body.toString().replace('in_1', 'in_2')), event.signature);
    });

    it('rejects a body signed with another secret', () => {
      const event = invoicePaid({ secret: 'whsec_someone_else' });
      expectRefused(event.body, event.signature);
    });

    it('rejects a body without a signature header', () => {
      expectRefused(invoicePaid().body, undefined);
    });

    it('rejects a signature older than the five minutes Stripe tolerates', () => {
      const event = invoicePaid({ timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
      expectRefused(event.body, event.signature);
    });
  });
});
