import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCode } from '../../../infra/crypto/tokens.js';
import { startStripeStandin, type SignedEvent, type StripeStandin } from '../../../../test-support/payments/stripe-standin.js';
import { databaseKinds } from '../../../test/databases.js';
import { createPlan } from '../../../test/payments.js';
import { createTestApp, signedInUser, type TestApp } from '../../../test/test-app.js';
import { coupons } from '../../community/community.table.js';
import { invoices, subscriptions } from '../subscriptions.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe.each(databaseKinds(import.meta.url))('Stripe checkout through signed webhooks on %s', (kind) => {
  let standin: StripeStandin;
  let t: TestApp;
  let host: User;
  let channelId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const deliver = (event: Pick<SignedEvent, 'body' | 'signature'>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.body,
    });
  const rowsOf = async (userId: string) => ({
    subscriptions: await t.database.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    invoices: await t.database.handle.db.select().from(invoices).where(eq(invoices.userId, userId)),
  });

  /** A viewer's checkout of a new plan, paid on the stand-in's hosted page; answers the events Stripe would send. */
  async function paidCheckout(extra: object = {}) {
    const plan = await createPlan(t, host.cookie, channelId, extra);
    const viewer = await signedInUser(t.app);
    const created = await call('POST', '/api/checkout/sessions', viewer.cookie, {
      origin: 'http://app.test',
      stripe_code: plan.id,
      mode: 'subscription',
    });
    expect(created.statusCode).toBe(201);
    const { session_id, url } = created.json();
    expect(url).not.toContain('/sandbox/');
    const events = await standin.completeCheckout(session_id);
    return { viewer, sessionId: session_id as string, events };
  }

  beforeAll(async () => {
    standin = await startStripeStandin();
    t = await createTestApp(
      kind,
      {},
      {
        STRIPE_SECRET_KEY: standin.secretKey,
        STRIPE_WEBHOOK_SECRET: standin.webhookSecret,
        STRIPE_API_BASE_URL: standin.baseUrl,
      },
    );
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true });
  });
  afterAll(async () => {
    await t.close();
    await standin.close();
  });

  it("creates the plan's price at Stripe and turns the signed events into a trialing subscription", async () => {
    const { viewer, events } = await paidCheckout({ trial_period: 14 });
    for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
    await t.jobs.drain();
    const list = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'trialing', type: 'RECURRING' });
    expect(list[0].invoices).toEqual([expect.objectContaining({ amount_paid: 0 })]);
    expect((await call('GET', '/api/workspaces/' + channelId + '/plans', host.cookie)).json().results[0].stripe_plan_id).toMatch(/^price_/);
  });

  it('acts once on replayed events and ends the same whatever their order', async () => {
    const { viewer, events } = await paidCheckout();
    for (const event of [...events].reverse()) await deliver(event);
    for (const event of events) await deliver(event);
    await t.jobs.drain();
    const rows = await rowsOf(viewer.user.id);
    expect(rows.subscriptions.map((row) => row.status)).toEqual(['active']);
    expect(rows.invoices.map((row) => row.amountPaid)).toEqual([1999]);
  });

  it('refuses a tampered or unsigned event and changes nothing', async () => {
    const { viewer, sessionId, events } = await paidCheckout();
    const completed = events.find((event) => event.type === 'checkout.session.completed')!;
    const tampered = Buffer.from(completed.body.toString().replaceAll(sessionId, `${sessionId.slice(0, -1)}x`));
    expect(tampered.equals(completed.body)).toBe(false);
    expect((await deliver({ body: tampered, signature: completed.signature })).statusCode).toBe(400);
    expect((await deliver({ body: completed.body, signature: '' })).statusCode).toBe(400);
    const forged = standin.signedEvent('checkout.session.completed', { id: 'cs_forged' }, { secret: 'whsec_someone_else' });
    expect((await deliver(forged)).json().msg).toBe('INVALID_WEBHOOK_SIGNATURE');
    await t.jobs.drain();
    expect((await rowsOf(viewer.user.id)).subscriptions).toHaveLength(0);
  });

  it("completes from the buyer's return when no webhook arrives, and cancels at Stripe", async () => {
    const { viewer, sessionId } = await paidCheckout();
    const status = (await call('GET', `/api/checkout/sessions/${sessionId}`, viewer.cookie)).json();
    expect(status.status).toBe('complete');
    const subscription = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results[0];
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${subscription.id}`,
      headers: { cookie: viewer.cookie },
    });
    expect(cancelled.json().status).toBe('canceled');
    const [row] = (await rowsOf(viewer.user.id)).subscriptions;
    expect(standin.inspect(row!.providerRef!)?.status).toBe('canceled');
  });

  it('takes a coupon off the first payment at Stripe and spends it when the signed events arrive', async () => {
    const plan = await createPlan(t, host.cookie, channelId);
    const viewer = await signedInUser(t.app);
    // The login-days reward: no refund can take it back, so it holds for a viewer who has paid nothing.
    const [coupon] = await t.database.handle.db
      .insert(coupons)
      .values({ userId: viewer.user.id, code: randomCode(10), percentOff: 20, source: 'achievement:CONSECUTIVE_LOGINS' })
      .returning();
    const created = await call('POST', '/api/checkout/sessions', viewer.cookie, {
      origin: 'http://app.test',
      stripe_code: plan.id,
      mode: 'subscription',
      coupon_code: coupon!.code,
    });
    expect(created.statusCode).toBe(201);
    const { session_id } = created.json();
    const session = standin.inspect(session_id) as { amount_total: number; discounts: { coupon: string }[] };
    expect(session.amount_total).toBe(1599);
    expect(standin.inspect(session.discounts[0]!.coupon)).toMatchObject({ percent_off: 20, duration: 'once', name: coupon!.code });

    for (const event of await standin.completeCheckout(session_id)) expect((await deliver(event)).statusCode).toBe(200);
    await t.jobs.drain();
    expect((await rowsOf(viewer.user.id)).invoices.map((row) => row.amountPaid)).toEqual([1599]);
    const [spent] = await t.database.handle.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(spent!.usedAt).not.toBeNull();
  });
});
