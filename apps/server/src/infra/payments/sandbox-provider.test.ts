import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/databases.js';
import { createUnitOfWork } from '../../database/unit-of-work.js';
import { CardDeclinedError, type CheckoutRequest, type DirectSubscriptionRequest } from './card-provider.js';
import { createSandboxProvider, type SandboxPayments } from './sandbox-provider.js';
import { sandboxSubscriptions } from './sandbox.table.js';

// The last day of a month, so one month on is clamped to the last day of the next.
const NOW = new Date('2026-01-31T09:30:00Z');

describe.each(databaseKinds(import.meta.url))('the sandbox card provider on %s', (kind) => {
  let database: TestDatabase;
  let sandbox: SandboxPayments;
  let monthlyPrice: string;
  let keys = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Built as the container builds it: the provider's queries join the unit of work it opens.
    const unitOfWork = createUnitOfWork(database.handle);
    sandbox = createSandboxProvider({ db: unitOfWork.scopedDb, unitOfWork, publicUrl: 'http://app.test', now: () => NOW.getTime() });
    monthlyPrice = await sandbox.provider.createPrice({
      name: 'Hosting',
      unitAmount: 999,
      currency: 'usd',
      intervalCount: 1,
      planId: 'hosting-monthly',
    });
  });
  afterAll(() => database.dispose());

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
        const subscription = await sandbox.provider.createSubscription(subscribe({ paymentMethodId }));
        expect(subscription).toEqual({
          id: expect.stringMatching(/^sub_sbx_/),
          status: 'active',
          trialEnd: null,
          currentPeriodEnd: new Date('2026-02-28T09:30:00Z'),
          canceledAt: null,
          latestInvoiceId: expect.stringMatching(/^in_sbx_/),
        });
        expect(await sandbox.provider.retrieveSubscription(subscription.id)).toEqual(subscription);
        expect(await sandbox.provider.retrieveInvoice(subscription.latestInvoiceId!)).toMatchObject({
          subscriptionId: subscription.id,
          status: 'paid',
          amountPaid: 999,
          currency: 'usd',
          paymentIntentId: expect.stringMatching(/^pi_sbx_/),
        });
      },
    );

    it.each([
      ['pm_card_chargeDeclined', 'generic_decline'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
      ['pm_1LiveCard', 'test_mode_live_card'],
    ])('refuses %s as CardDeclinedError %s and starts nothing', async (paymentMethodId, declineCode) => {
      const request = subscribe({ paymentMethodId });
      const attempt = sandbox.provider.createSubscription(request);
      await expect(attempt).rejects.toBeInstanceOf(CardDeclinedError);
      await expect(attempt).rejects.toMatchObject({ declineCode });
      const started = await database.handle.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.idempotencyKey, request.idempotencyKey));
      expect(started).toEqual([]);
    });

    it('answers a retried call with the same idempotency key with the same subscription, and a new key with a new one', async () => {
      const request = subscribe();
      const first = await sandbox.provider.createSubscription(request);
      expect(await sandbox.provider.createSubscription(request)).toEqual(first);
      expect((await sandbox.provider.createSubscription({ ...request, idempotencyKey: 'another-subscribe-key' })).id).not.toBe(first.id);
    });

    it('starts one subscription for concurrent calls with the same idempotency key', async () => {
      const request = subscribe();
      const [first, second] = await Promise.all([
        sandbox.provider.createSubscription(request),
        sandbox.provider.createSubscription(request),
      ]);
      expect(second).toEqual(first);
    });
  });

  describe('the hosted checkout page', () => {
    function checkout(): CheckoutRequest {
      keys += 1;
      return {
        mode: 'subscription',
        priceId: monthlyPrice,
        trialDays: 0,
        customerEmail: 'viewer@example.com',
        clientReferenceId: `our-checkout-${keys}`,
        successUrl: 'http://app.test/checkout/done?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://app.test/plans',
        idempotencyKey: `checkout-${keys}`,
      };
    }
    const card = (cardNumber: string) => ({ cardNumber, expiryMonth: 12, expiryYear: 2040 });

    it('leaves the session open when the test card is declined', async () => {
      const { id } = await sandbox.provider.createCheckoutSession(checkout());
      await expect(sandbox.pay(id, card('4000000000000002'))).rejects.toMatchObject({ declineCode: 'generic_decline' });
      expect(await sandbox.provider.retrieveCheckoutSession(id)).toMatchObject({
        status: 'open',
        paymentStatus: 'unpaid',
        subscriptionId: null,
      });
    });

    it('completes the session with 4242… and returns the events Stripe would send', async () => {
      const { id } = await sandbox.provider.createCheckoutSession(checkout());
      const { redirectUrl, events } = await sandbox.pay(id, card('4242424242424242'));
      expect(redirectUrl).toBe(`http://app.test/checkout/done?session_id=${id}`);
      const session = await sandbox.provider.retrieveCheckoutSession(id);
      expect(session).toMatchObject({ status: 'complete', paymentStatus: 'paid', amountTotal: 999 });
      const subscription = await sandbox.provider.retrieveSubscription(session.subscriptionId!);
      expect(subscription).toMatchObject({ status: 'active', currentPeriodEnd: new Date('2026-02-28T09:30:00Z') });
      expect(events.map(({ type, objectId }) => ({ type, objectId }))).toEqual([
        { type: 'checkout.session.completed', objectId: id },
        { type: 'customer.subscription.created', objectId: subscription.id },
        { type: 'invoice.paid', objectId: subscription.latestInvoiceId },
      ]);
    });
  });

  describe('renewals at the end of a period', () => {
    let clock = NOW.getTime();
    let renewing: SandboxPayments;
    let price: string;
    const DAY = 24 * 60 * 60 * 1000;

    beforeAll(async () => {
      const unitOfWork = createUnitOfWork(database.handle);
      renewing = createSandboxProvider({ db: unitOfWork.scopedDb, unitOfWork, publicUrl: 'http://app.test', now: () => clock });
      price = await renewing.provider.createPrice({ name: 'Renews', unitAmount: 500, currency: 'usd', intervalCount: 1, planId: 'renews' });
    });

    /** A subscription bought on the hosted page with this card, with a trial of `trialDays`. */
    async function bought(cardNumber: string, trialDays: number) {
      keys += 1;
      const { id } = await renewing.provider.createCheckoutSession({
        mode: 'subscription',
        priceId: price,
        trialDays,
        customerEmail: 'viewer@example.com',
        clientReferenceId: `renewal-${keys}`,
        successUrl: 'http://app.test/done',
        cancelUrl: 'http://app.test/plans',
        idempotencyKey: `renewal-${keys}`,
      });
      await renewing.pay(id, { cardNumber, expiryMonth: 12, expiryYear: 2040 });
      return (await renewing.provider.retrieveCheckoutSession(id)).subscriptionId!;
    }

    it('charges the card when a trial ends and starts a month from the trial end', async () => {
      const id = await bought('4242424242424242', 7);
      expect(await renewing.dueForRenewal(1000)).not.toContain(id);
      expect(await renewing.renew(id)).toEqual([]);
      clock += 7 * DAY;
      expect(await renewing.dueForRenewal(1000)).toContain(id);
      const events = await renewing.renew(id);
      const subscription = await renewing.provider.retrieveSubscription(id);
      expect(events.map(({ type, objectId }) => ({ type, objectId }))).toEqual([
        { type: 'invoice.paid', objectId: subscription.latestInvoiceId },
        { type: 'customer.subscription.updated', objectId: id },
      ]);
      expect(subscription).toMatchObject({ status: 'active', currentPeriodEnd: new Date('2026-03-07T09:30:00Z') });
      expect(await renewing.provider.retrieveInvoice(subscription.latestInvoiceId!)).toMatchObject({ status: 'paid', amountPaid: 500 });
      expect(await renewing.renew(id)).toEqual([]);
    });

    it('starts a trial with 4000 0000 0000 0341 but leaves the renewal unpaid', async () => {
      const id = await bought('4000000000000341', 3);
      clock += 3 * DAY;
      const events = await renewing.renew(id);
      const subscription = await renewing.provider.retrieveSubscription(id);
      expect(events.map(({ type }) => type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
      expect(subscription.status).toBe('unpaid');
      expect(await renewing.provider.retrieveInvoice(subscription.latestInvoiceId!)).toMatchObject({
        status: 'open',
        attempted: true,
        amountPaid: 0,
        amountDue: 500,
        hostedUrl: null,
      });
      expect(await renewing.dueForRenewal(1000)).not.toContain(id);
    });

    it('refuses 4000 0000 0000 0341 where money is taken at once', async () => {
      await expect(bought('4000000000000341', 0)).rejects.toMatchObject({ declineCode: 'card_declined' });
      const request = {
        priceId: price,
        paymentMethodId: 'pm_card_chargeCustomerFail',
        customerEmail: 'h@example.com',
        idempotencyKey: 'fail-1',
      };
      await expect(renewing.provider.createSubscription(request)).rejects.toBeInstanceOf(CardDeclinedError);
    });

    it('takes a coupon off the first payment only: the renewal is charged in full', async () => {
      keys += 1;
      const { id } = await renewing.provider.createCheckoutSession({
        mode: 'subscription',
        priceId: price,
        trialDays: 0,
        customerEmail: 'viewer@example.com',
        clientReferenceId: `coupon-${keys}`,
        successUrl: 'http://app.test/done',
        cancelUrl: 'http://app.test/plans',
        idempotencyKey: `coupon-${keys}`,
        discount: { percentOff: 15, name: 'FIRSTONLY' },
      });
      expect((await renewing.describe(id)).amountDue).toBe(425);
      await renewing.pay(id, { cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: 2040 });
      const session = await renewing.provider.retrieveCheckoutSession(id);
      expect(session).toMatchObject({ amountTotal: 425, paymentStatus: 'paid' });
      const first = await renewing.provider.retrieveSubscription(session.subscriptionId!);
      expect(await renewing.provider.retrieveInvoice(first.latestInvoiceId!)).toMatchObject({ amountPaid: 425 });
      clock = first.currentPeriodEnd!.getTime();
      await renewing.renew(first.id);
      const renewed = await renewing.provider.retrieveSubscription(first.id);
      expect(await renewing.provider.retrieveInvoice(renewed.latestInvoiceId!)).toMatchObject({ status: 'paid', amountPaid: 500 });
    });
  });
});
