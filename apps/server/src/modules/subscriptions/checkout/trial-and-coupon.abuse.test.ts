import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCode } from '../../../infra/crypto/tokens.js';
import { sandboxCheckoutSessions } from '../../../infra/payments/sandbox.table.js';
import { databaseKinds } from '../../../test/databases.js';
import { createPlan } from '../../../test/payments.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../../test/test-app.js';
import { coupons } from '../../community/community.table.js';
import { checkoutSessions, invoices } from '../subscriptions.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Money abuse replayed: a free trial taken again and again, and a coupon spent after a refund withdrew it. */
describe.each(databaseKinds(import.meta.url))('trials and coupons that cannot be taken twice, on %s', (kind) => {
  let t: TestApp;
  let host: User;
  let channelId: string;
  let adminCookie: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const db = () => t.database.handle.db;

  const startCheckout = (buyer: User, planId: string, options: { couponCode?: string; mode?: 'payment' | 'subscription' } = {}) =>
    call('POST', '/api/checkout/sessions', buyer.cookie, {
      origin: 'http://app.test',
      stripe_code: planId,
      mode: options.mode ?? 'subscription',
      ...(options.couponCode === undefined ? {} : { coupon_code: options.couponCode }),
    });
  const pay = (sessionId: string) =>
    call('POST', `/api/sandbox/checkout/${sessionId}/pay`, undefined, { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
  const hostedPage = async (sessionId: string) => (await call('GET', `/api/sandbox/checkout/${sessionId}`)).json();
  const buy = async (buyer: User, planId: string, mode: 'payment' | 'subscription' = 'subscription') => {
    const { session_id } = (await startCheckout(buyer, planId, { mode })).json();
    expect((await pay(session_id)).statusCode).toBe(200);
    await t.jobs.drain();
    return session_id as string;
  };
  const subscriptionsOf = async (buyer: User) => (await call('GET', '/api/subscriptions', buyer.cookie)).json().results;
  const trialUse = (buyer: User, workspaceId = channelId) =>
    call('GET', `/api/subscriptions/trial?workspace_id=${workspaceId}`, buyer.cookie);

  beforeAll(async () => {
    t = await createTestApp(kind, {}, ADMIN_ENV);
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  describe('a free trial once per channel', () => {
    it('charges the full price at once after a cancelled trial, on the same plan and on another plan of the channel', async () => {
      const weekly = await createPlan(t, host.cookie, channelId, { name: `Trial ${randomCode(4)}`, unit_amount: 499, trial_period: 7 });
      const other = await createPlan(t, host.cookie, channelId, { name: `Other ${randomCode(4)}`, unit_amount: 899, trial_period: 14 });
      const viewer = await signedInUser(t.app);
      expect((await trialUse(viewer)).json()).toEqual({ workspace_id: channelId, trial_used_on: null });

      const first = (await startCheckout(viewer, weekly.id)).json();
      expect(await hostedPage(first.session_id)).toMatchObject({ trial_period_days: 7, amount_due: 0 });
      await pay(first.session_id);
      await t.jobs.drain();
      const [trialing] = await subscriptionsOf(viewer);
      expect(trialing.status).toBe('trialing');
      const usedOn = (await trialUse(viewer)).json().trial_used_on;
      expect(usedOn).toEqual(expect.any(String));
      expect(Math.abs(Date.parse(usedOn) - Date.now())).toBeLessThan(DAY_MS);

      expect((await call('DELETE', `/api/subscriptions/${trialing.id}`, viewer.cookie, {})).statusCode).toBe(200);
      const again = (await startCheckout(viewer, weekly.id)).json();
      expect(await hostedPage(again.session_id)).toMatchObject({ trial_period_days: 0, amount_due: 499 });
      const another = (await startCheckout(viewer, other.id)).json();
      expect(await hostedPage(another.session_id)).toMatchObject({ trial_period_days: 0, amount_due: 899 });

      await pay(again.session_id);
      await t.jobs.drain();
      const live = (await subscriptionsOf(viewer)).find((row: { status: string }) => row.status !== 'canceled');
      expect(live).toMatchObject({ status: 'active', invoices: [expect.objectContaining({ amount_paid: 499 })] });
      expect((await trialUse(viewer)).json().trial_used_on).toBe(usedOn);
    });

    it("still gives the trial of another channel, and another viewer's trial on this one", async () => {
      const plan = await createPlan(t, host.cookie, channelId, { name: `Trial ${randomCode(4)}`, unit_amount: 499, trial_period: 7 });
      const secondHost = await signedInUser(t.app, 'host');
      const secondChannel = (await call('GET', '/api/workspaces/mine', secondHost.cookie)).json().results[0].id;
      await call('PUT', `/api/workspaces/${secondChannel}`, secondHost.cookie, { publish: true });
      const elsewhere = await createPlan(t, secondHost.cookie, secondChannel, { name: 'Elsewhere', unit_amount: 300, trial_period: 3 });
      const viewer = await signedInUser(t.app);
      await buy(viewer, plan.id);

      const fresh = (await startCheckout(viewer, elsewhere.id)).json();
      expect(await hostedPage(fresh.session_id)).toMatchObject({ trial_period_days: 3, amount_due: 0 });
      expect((await trialUse(viewer, secondChannel)).json().trial_used_on).toBeNull();
      const stranger = await signedInUser(t.app);
      const theirs = (await startCheckout(stranger, plan.id)).json();
      expect(await hostedPage(theirs.session_id)).toMatchObject({ trial_period_days: 7, amount_due: 0 });
    });

    it('takes a coupon off the first payment once the trial is used (it has money to take off again)', async () => {
      const plan = await createPlan(t, host.cookie, channelId, { name: `Trial ${randomCode(4)}`, unit_amount: 1000, trial_period: 7 });
      const viewer = await signedInUser(t.app);
      await buy(viewer, plan.id);
      const [trialing] = await subscriptionsOf(viewer);
      await call('DELETE', `/api/subscriptions/${trialing.id}`, viewer.cookie, {});
      const [coupon] = await db()
        .insert(coupons)
        .values({ userId: viewer.user.id, code: randomCode(10), percentOff: 10, source: 'achievement:CONSECUTIVE_LOGINS' })
        .returning();
      const created = await startCheckout(viewer, plan.id, { couponCode: coupon!.code });
      expect(created.statusCode).toBe(201);
      expect(await hostedPage(created.json().session_id)).toMatchObject({ trial_period_days: 0, amount_due: 900 });
    });

    it('answers a guest 401 and a bad channel id 400', async () => {
      expect((await call('GET', `/api/subscriptions/trial?workspace_id=${channelId}`)).statusCode).toBe(401);
      const viewer = await signedInUser(t.app);
      expect((await call('GET', '/api/subscriptions/trial?workspace_id=nope', viewer.cookie)).statusCode).toBe(400);
    });
  });

  describe('a withdrawn coupon is not spent', () => {
    /** A buyer whose own payments reached TOTAL_PAID, with the coupon that achievement gives and the invoice that earned it. */
    async function buyerWithEarnedCoupon() {
      const big = await createPlan(t, host.cookie, channelId, { name: `Big ${randomCode(4)}`, type: 'ONE_TIME', unit_amount: 10_000 });
      const buyer = await signedInUser(t.app);
      await buy(buyer, big.id, 'payment');
      const [invoice] = await db().select().from(invoices).where(eq(invoices.userId, buyer.user.id));
      const [coupon] = await db()
        .insert(coupons)
        .values({ userId: buyer.user.id, code: randomCode(10), percentOff: 20, source: 'achievement:TOTAL_PAID' })
        .returning();
      return { buyer, invoice: invoice!, coupon: coupon! };
    }
    const course = () => createPlan(t, host.cookie, channelId, { name: `Course ${randomCode(4)}`, type: 'ONE_TIME', unit_amount: 2000 });
    const approveRefund = async (buyer: User, invoiceId: string) => {
      await call('POST', `/api/invoices/${invoiceId}/refund-request`, buyer.cookie, { reason: 'Changed my mind' });
      const queue = (await call('GET', '/api/refund-requests?status=pending', adminCookie)).json();
      const request = queue.results.find(
        (row: { invoice_id?: string; invoice?: { id: string } }) => (row.invoice_id ?? row.invoice?.id) === invoiceId,
      );
      expect((await call('PUT', `/api/refund-requests/${request.id}`, adminCookie, { status: 'approved' })).statusCode).toBe(200);
    };
    const checkoutOf = async (sessionId: string) =>
      (await db().select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId)))[0]!;

    it('refuses to charge a checkout whose coupon was withdrawn after it opened: COUPON_WITHDRAWN, nothing paid, the checkout closed', async () => {
      const { buyer, invoice, coupon } = await buyerWithEarnedCoupon();
      const opened = (await startCheckout(buyer, (await course()).id, { couponCode: coupon.code, mode: 'payment' })).json();
      expect(await hostedPage(opened.session_id)).toMatchObject({ amount_due: 1600 });
      // The refund is approved, and the buyer pays before the reaction to it has run.
      await approveRefund(buyer, invoice.id);

      const paid = await pay(opened.session_id);
      expect(paid.statusCode).toBe(400);
      expect(paid.json().msg).toBe('COUPON_WITHDRAWN');
      const [remote] = await db().select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, opened.session_id));
      expect(remote).toMatchObject({ status: 'expired', paymentIntentId: null });
      expect(await checkoutOf(opened.session_id)).toMatchObject({ status: 'expired', subscriptionId: null });
      expect((await db().select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedAt).toBeNull();
      const paidInvoices = await db().select().from(invoices).where(eq(invoices.userId, buyer.user.id));
      expect(paidInvoices.filter((row) => row.status === 'paid')).toEqual([]);

      // Without the coupon the plan is bought again at its price.
      const plain = (await startCheckout(buyer, (await course()).id, { mode: 'payment' })).json();
      expect(await hostedPage(plain.session_id)).toMatchObject({ amount_due: 2000 });
    });

    it('closes the open checkouts holding coupons that an approved refund withdrew, and leaves the others open', async () => {
      const { buyer, invoice, coupon } = await buyerWithEarnedCoupon();
      const withdrawn = (await startCheckout(buyer, (await course()).id, { couponCode: coupon.code, mode: 'payment' })).json();
      const [lasting] = await db()
        .insert(coupons)
        .values({ userId: buyer.user.id, code: randomCode(10), percentOff: 5, source: 'achievement:CONSECUTIVE_LOGINS' })
        .returning();
      const kept = (await startCheckout(buyer, (await course()).id, { couponCode: lasting!.code, mode: 'payment' })).json();

      await approveRefund(buyer, invoice.id);
      await t.jobs.drain();
      expect(await checkoutOf(withdrawn.session_id)).toMatchObject({ status: 'expired' });
      expect((await hostedPage(withdrawn.session_id)).status).toBe('expired');
      expect((await pay(withdrawn.session_id)).json().msg).toBe('CHECKOUT_SESSION_CLOSED');
      expect(await checkoutOf(kept.session_id)).toMatchObject({ status: 'open' });
      expect((await pay(kept.session_id)).statusCode).toBe(200);
    });
  });
});
