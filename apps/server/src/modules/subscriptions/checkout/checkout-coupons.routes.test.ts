import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCode } from '../../../infra/crypto/tokens.js';
import type { CardPaymentProvider } from '../../../infra/payments/card-provider.js';
import { databaseKinds } from '../../../test/databases.js';
import { createPlan } from '../../../test/payments.js';
import { createTestApp, signedInUser, type TestApp } from '../../../test/test-app.js';
import { coupons } from '../../community/community.table.js';
import { checkoutSessions, invoices } from '../subscriptions.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds(import.meta.url))('coupons spent at card checkout on %s', (kind) => {
  let t: TestApp;
  let host: User;
  let channelId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const db = () => t.database.handle.db;

  /**
   * A coupon given to `owner` (inserted as an achievement's reward leaves it): the login-days one, which no refund can
   * take back, since these buyers have paid nothing.
   */
  async function couponOf(owner: User, values: { percentOff?: number; expiresAt?: Date | null } = {}) {
    const [row] = await db()
      .insert(coupons)
      .values({
        userId: owner.user.id,
        code: randomCode(10),
        percentOff: values.percentOff ?? 10,
        source: 'achievement:CONSECUTIVE_LOGINS',
        expiresAt: values.expiresAt === undefined ? new Date(Date.now() + 90 * DAY_MS) : values.expiresAt,
      })
      .returning();
    return row!;
  }
  const couponRow = async (id: string) => (await db().select().from(coupons).where(eq(coupons.id, id)))[0]!;

  const oneTimePlan = () => createPlan(t, host.cookie, channelId, { name: `Course ${randomCode(4)}`, type: 'ONE_TIME', unit_amount: 1999 });
  const startCheckout = (buyer: User, planId: string, couponCode?: string, mode: 'payment' | 'subscription' = 'payment') =>
    call('POST', '/api/checkout/sessions', buyer.cookie, {
      origin: 'http://app.test',
      stripe_code: planId,
      mode,
      ...(couponCode === undefined ? {} : { coupon_code: couponCode }),
    });
  const pay = (sessionId: string, card = '4242 4242 4242 4242') =>
    call('POST', `/api/sandbox/checkout/${sessionId}/pay`, undefined, { card_number: card, expiry: '12/40', cvc: '123' });
  const invoicesOf = (userId: string) => db().select().from(invoices).where(eq(invoices.userId, userId));
  const myCoupon = async (owner: User, id: string) =>
    (await call('GET', '/api/my-coupons', owner.cookie)).json().results.find((item: { id: string }) => item.id === id);

  /** Runs before the provider closes a checkout session: a test holds one request's close back to order a race. */
  let beforeExpiry = async (_sessionId: string): Promise<void> => {};

  beforeAll(async () => {
    const wrap = (provider: CardPaymentProvider): CardPaymentProvider => ({
      ...provider,
      name: provider.name,
      expireCheckoutSession: async (id) => {
        await beforeExpiry(id);
        return provider.expireCheckoutSession(id);
      },
    });
    t = await createTestApp(kind, { wrapCardProvider: wrap });
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('takes the percent off the payment: the hosted page, the invoice and the earnings show the amount paid', async () => {
    const plan = await oneTimePlan();
    const buyer = await signedInUser(t.app);
    const coupon = await couponOf(buyer, { percentOff: 10 });

    // Typed in small letters: codes are compared in capitals.
    const created = await startCheckout(buyer, plan.id, coupon.code.toLowerCase());
    expect(created.statusCode).toBe(201);
    const { session_id } = created.json();
    const page = (await call('GET', `/api/sandbox/checkout/${session_id}`)).json();
    expect(page).toMatchObject({ amount: 1999, amount_due: 1799, discount: { name: coupon.code, percent_off: 10, amount_off: 200 } });
    expect((await couponRow(coupon.id)).usedAt).toBeNull();

    expect((await pay(session_id)).statusCode).toBe(200);
    await t.jobs.drain();
    expect(await invoicesOf(buyer.user.id)).toEqual([expect.objectContaining({ amountPaid: 1799, currency: 'usd', status: 'paid' })]);
    const earnings = (await call('GET', `/api/invoices?workspace_id=${channelId}`, host.cookie)).json();
    const lines = earnings.results.flatMap((month: { invoices: { plan_name: string; amount_paid: number }[] }) => month.invoices);
    expect(lines.filter((line: { plan_name: string }) => line.plan_name === plan.name)).toEqual([
      expect.objectContaining({ amount_paid: 1799 }),
    ]);
    const [checkout] = await db().select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, session_id));
    expect(await couponRow(coupon.id)).toMatchObject({ usedAt: expect.any(Date), checkoutSessionId: checkout!.id });
    expect(await myCoupon(buyer, coupon.id)).toMatchObject({ status: 'used' });
  });

  it('takes the percent off the first period of a recurring plan only', async () => {
    const plan = await createPlan(t, host.cookie, channelId, { name: 'Monthly with coupon', unit_amount: 2500 });
    const buyer = await signedInUser(t.app);
    const coupon = await couponOf(buyer, { percentOff: 20 });
    const { session_id } = (await startCheckout(buyer, plan.id, coupon.code, 'subscription')).json();
    expect((await call('GET', `/api/sandbox/checkout/${session_id}`)).json()).toMatchObject({ amount: 2500, amount_due: 2000 });
    await pay(session_id);
    await t.jobs.drain();
    const [subscription] = (await call('GET', '/api/subscriptions', buyer.cookie)).json().results;
    expect(subscription).toMatchObject({ status: 'active', plan: { unit_amount: 2500 } });
    expect(subscription.invoices).toEqual([expect.objectContaining({ amount_paid: 2000 })]);
    expect((await couponRow(coupon.id)).usedAt).not.toBeNull();
  });

  it('marks the coupon used once, however often the payment is reported, and refuses a second use', async () => {
    const buyer = await signedInUser(t.app);
    const coupon = await couponOf(buyer);
    const { session_id } = (await startCheckout(buyer, (await oneTimePlan()).id, coupon.code)).json();
    await pay(session_id);
    await t.jobs.drain();
    const usedAt = (await couponRow(coupon.id)).usedAt;
    expect(usedAt).not.toBeNull();
    // The buyer's return and a replayed event find the checkout complete and change nothing.
    expect((await call('GET', `/api/checkout/sessions/${session_id}`, buyer.cookie)).json().status).toBe('complete');
    await t.container.services.payments.fulfillCheckout(session_id);
    expect((await couponRow(coupon.id)).usedAt).toEqual(usedAt);

    const again = await startCheckout(buyer, (await oneTimePlan()).id, coupon.code);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('COUPON_ALREADY_USED');
  });

  it("refuses someone else's coupon and an unknown code alike, and opens no checkout", async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const coupon = await couponOf(owner);
    const plan = await oneTimePlan();
    for (const code of [coupon.code, 'NOSUCHCODE1']) {
      const response = await startCheckout(other, plan.id, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('COUPON_NOT_FOUND');
    }
    expect(await db().select().from(checkoutSessions).where(eq(checkoutSessions.userId, other.user.id))).toEqual([]);
    expect(await couponRow(coupon.id)).toMatchObject({ usedAt: null, checkoutSessionId: null });
  });

  it('refuses an expired coupon', async () => {
    const buyer = await signedInUser(t.app);
    const coupon = await couponOf(buyer, { expiresAt: new Date(Date.now() - 1000) });
    const response = await startCheckout(buyer, (await oneTimePlan()).id, coupon.code);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('COUPON_EXPIRED');
  });

  it('refuses a coupon on a plan that starts with a free trial', async () => {
    const plan = await createPlan(t, host.cookie, channelId, { name: 'Trial with coupon', trial_period: 7 });
    const buyer = await signedInUser(t.app);
    const coupon = await couponOf(buyer);
    const response = await startCheckout(buyer, plan.id, coupon.code, 'subscription');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('COUPON_NOT_APPLICABLE');
    expect((await couponRow(coupon.id)).checkoutSessionId).toBeNull();
  });

  it('refuses a code that is not letters and digits as a validation error', async () => {
    const buyer = await signedInUser(t.app);
    const response = await startCheckout(buyer, (await oneTimePlan()).id, 'DROP TABLE;');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: 'VALIDATION_ERROR', details: [{ path: 'coupon_code', message: 'invalid_coupon_code' }] });
  });

  it('leaves the coupon unused when the card is declined, and spends it when another card pays', async () => {
    const buyer = await signedInUser(t.app);
    const coupon = await couponOf(buyer);
    const { session_id } = (await startCheckout(buyer, (await oneTimePlan()).id, coupon.code)).json();
    const declined = await pay(session_id, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    await t.jobs.drain();
    expect((await couponRow(coupon.id)).usedAt).toBeNull();
    expect(await myCoupon(buyer, coupon.id)).toMatchObject({ status: 'available' });
    expect(await invoicesOf(buyer.user.id)).toEqual([]);

    expect((await pay(session_id)).statusCode).toBe(200);
    await t.jobs.drain();
    expect((await couponRow(coupon.id)).usedAt).not.toBeNull();
  });

  it('closes an abandoned checkout when the coupon is put on a new one, so only one of them can be paid with it', async () => {
    const buyer = await signedInUser(t.app);
    const coupon = await couponOf(buyer);
    const plan = await oneTimePlan();
    const first = (await startCheckout(buyer, plan.id, coupon.code)).json().session_id;
    const second = (await startCheckout(buyer, plan.id, coupon.code)).json().session_id;
    expect((await call('GET', `/api/sandbox/checkout/${first}`)).json().status).toBe('expired');
    expect((await pay(first)).json().msg).toBe('CHECKOUT_SESSION_CLOSED');
    expect((await call('GET', `/api/checkout/sessions/${first}`, buyer.cookie)).json().status).toBe('expired');
    expect((await couponRow(coupon.id)).usedAt).toBeNull();

    expect((await pay(second)).statusCode).toBe(200);
    await t.jobs.drain();
    expect(await invoicesOf(buyer.user.id)).toEqual([expect.objectContaining({ amountPaid: 1799 })]);
    expect((await couponRow(coupon.id)).usedAt).not.toBeNull();
  });

  it('refuses the coupon on a new checkout when the earlier one was paid before its event arrived', async () => {
    const buyer = await signedInUser(t.app);
    const coupon = await couponOf(buyer);
    const first = (await startCheckout(buyer, (await oneTimePlan()).id, coupon.code)).json().session_id;
    // Paid at the provider; its events are still waiting in the queue.
    expect((await pay(first)).statusCode).toBe(200);
    const response = await startCheckout(buyer, (await oneTimePlan()).id, coupon.code);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('COUPON_ALREADY_USED');
    await t.jobs.drain();
    expect(await invoicesOf(buyer.user.id)).toEqual([expect.objectContaining({ amountPaid: 1799 })]);
  });

  it('leaves one payable checkout with the coupon when several start with it at once', async () => {
    const buyer = await signedInUser(t.app);
    const coupon = await couponOf(buyer);
    const plan = await oneTimePlan();
    const answers = await Promise.all([1, 2, 3, 4].map(() => startCheckout(buyer, plan.id, coupon.code)));
    const opened = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().session_id as string);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 201)) {
      expect(answer.json().msg).toBe('COUPON_ALREADY_USED');
    }
    const open = [];
    for (const id of opened) if ((await call('GET', `/api/sandbox/checkout/${id}`)).json().status === 'open') open.push(id);
    expect(open).toHaveLength(1);
    const [checkout] = await db().select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, open[0]!));
    expect((await couponRow(coupon.id)).checkoutSessionId).toBe(checkout!.id);
  });

  it('does not take the coupon from a checkout that another request opened while this one closed the earlier', async () => {
    const buyer = await signedInUser(t.app);
    const coupon = await couponOf(buyer);
    const plan = await oneTimePlan();
    const first = await startCheckout(buyer, plan.id, coupon.code);
    expect(first.statusCode).toBe(201);
    const firstSession = first.json().session_id as string;
    const firstCheckoutId = (await couponRow(coupon.id)).checkoutSessionId;
    // Two requests both find the first checkout open and close it; the second close ends only once the other request
    // has put the coupon on a new checkout of its own.
    let arrivals = 0;
    let bothArrived!: () => void;
    const both = new Promise<void>((resolve) => (bothArrived = resolve));
    beforeExpiry = async (sessionId) => {
      if (sessionId !== firstSession) return;
      const order = (arrivals += 1);
      if (order === 2) bothArrived();
      await both;
      if (order === 1) return;
      await expect.poll(async () => (await couponRow(coupon.id)).checkoutSessionId, { timeout: 10_000 }).not.toBe(firstCheckoutId);
    };
    try {
      const answers = await Promise.all([startCheckout(buyer, plan.id, coupon.code), startCheckout(buyer, plan.id, coupon.code)]);
      expect(arrivals).toBe(2);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      expect(answers.find((answer) => answer.statusCode === 400)!.json().msg).toBe('COUPON_ALREADY_USED');
      const statusOf = async (id: string) => (await call('GET', `/api/sandbox/checkout/${id}`)).json().status as string;
      const won = answers.find((answer) => answer.statusCode === 201)!.json().session_id as string;
      expect(await statusOf(won)).toBe('open');
      expect(await statusOf(firstSession)).toBe('expired');
    } finally {
      beforeExpiry = async () => {};
    }
  });
});
