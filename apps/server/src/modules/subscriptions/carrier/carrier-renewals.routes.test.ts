import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierChargeError, CarrierGatewayError, type CarrierGateway } from '../../../infra/carrier-billing/carrier-gateway.js';
import { addMonths } from '../../../infra/payments/months.js';
import { databaseKinds } from '../../../test/databases.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../../test/test-app.js';
import { freshPhoneNumber } from '../../../test/phones.js';
import { RECONCILE_AFTER_MS, RENEWAL_GIVE_UP_MS } from './carrier-billing.service.js';
import { carrierCharges, invoices, subscriptions } from '../subscriptions.table.js';

/** What the carrier does with the next charges: bill them, refuse them, or leave the gateway without an answer. */
type Carrier = 'bills' | 'refuses' | 'silent' | 'bills-answer-lost';

describe.each(databaseKinds(import.meta.url))('renewal of recurring plans paid by phone bill on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let adminCookie: string;
  let channelId: string;
  let carrier: Carrier = 'bills';
  let chargesAsked = 0;
  /** The references of the charges asked for, in order. */
  const referencesAsked: string[] = [];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const db = () => t.database.handle.db;

  const createPlan = async (name: string) => {
    const plan = await call('POST', '/api/products', host.cookie, {
      workspace_id: channelId,
      name,
      description: 'Paid on the phone bill',
      type: 'RECURRING',
      unit_amount: 1999,
      interval_count: 1,
      trial_period: 0,
      dcb_price: 3800,
    });
    expect(plan.statusCode).toBe(201);
    return plan.json().id as string;
  };

  /** A viewer buys the plan on their phone bill, through the routes, with the code texted to the outbox. */
  const buyByPhone = async (planId: string) => {
    const viewer = await signedInUser(t.app);
    const phone = freshPhoneNumber();
    expect((await call('POST', '/api/dcb/otp/send', viewer.cookie, { phone_number: phone })).statusCode).toBe(200);
    const texts = (await call('GET', '/api/admin/outbox?limit=50', adminCookie))
      .json()
      .results.filter((message: { to: string }) => message.to === `+852${phone}`);
    const otp = /verification code is (\d{6})/.exec(texts.at(-1).text)![1]!;
    expect((await call('POST', '/api/dcb/verify', viewer.cookie, { phone_number: phone, otp })).statusCode).toBe(200);
    expect((await call('POST', '/api/dcb/charge', viewer.cookie, { phone_number: phone, otp, plan_id: planId })).statusCode).toBe(200);
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, viewer.user.id));
    return { viewer, subscription: subscription! };
  };

  /** The paid month ran out `agoMs` ago. */
  const endPeriod = async (subscriptionId: string, agoMs = 1000) => {
    const periodEnd = new Date(Date.now() - agoMs);
    await db().update(subscriptions).set({ accessUntil: periodEnd }).where(eq(subscriptions.id, subscriptionId));
    return periodEnd;
  };

  const runJobs = async () => {
    t.jobs.tick();
    await t.jobs.drain();
  };

  const rowsOf = async (subscriptionId: string) => ({
    subscription: (await db().select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]!,
    invoices: await db().select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId)),
    renewals: await db().select().from(carrierCharges).where(eq(carrierCharges.renewsSubscriptionId, subscriptionId)),
  });

  const holdsPlan = async (cookie: string, planId: string) =>
    (await call('GET', `/api/subscriptions?plan=${planId}&count=1`, cookie)).json();

  beforeAll(async () => {
    const wrap = (gateway: CarrierGateway): CarrierGateway => ({
      ...gateway,
      name: gateway.name,
      charge: async (request) => {
        chargesAsked += 1;
        referencesAsked.push(request.reference);
        if (carrier === 'refuses') throw new CarrierChargeError('spending cap reached');
        if (carrier === 'silent') throw new CarrierGatewayError('the carrier gateway did not answer in time');
        const made = await gateway.charge(request);
        if (carrier === 'bills-answer-lost') throw new CarrierGatewayError('the answer was lost on the way back');
        return made;
      },
    });
    t = await createTestApp(kind, { wrapCarrierGateway: wrap }, ADMIN_ENV);
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('bills the phone again when the month ends: one more invoice, one more month, and a second pass changes nothing', async () => {
    carrier = 'bills';
    const planId = await createPlan('Monthly by phone');
    const { viewer, subscription } = await buyByPhone(planId);
    const periodEnd = await endPeriod(subscription.id);
    expect(await holdsPlan(viewer.cookie, planId)).toMatchObject({ count: 0 });

    await runJobs();
    await runJobs();
    const rows = await rowsOf(subscription.id);
    expect(rows.subscription).toMatchObject({ status: 'active', accessUntil: addMonths(periodEnd, 1) });
    expect(rows.invoices).toHaveLength(2);
    expect(rows.invoices.map((invoice) => invoice.amountPaid)).toEqual([3800, 3800]);
    expect(rows.renewals).toMatchObject([{ status: 'succeeded', amountCents: 3800, phoneNumber: subscription.phoneNumber }]);
    expect(await holdsPlan(viewer.cookie, planId)).toMatchObject({ count: 1 });
    const [mine] = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results;
    expect(mine).toMatchObject({ current_period_end: addMonths(periodEnd, 1).toISOString(), renews: true });
  });

  it('ends the plan with its period when the carrier refuses the renewal', async () => {
    const planId = await createPlan('Refused renewal');
    carrier = 'bills';
    const { viewer, subscription } = await buyByPhone(planId);
    await endPeriod(subscription.id);
    carrier = 'refuses';
    await runJobs();
    carrier = 'bills';
    await runJobs();
    const rows = await rowsOf(subscription.id);
    expect(rows.subscription.status).toBe('canceled');
    expect(rows.invoices).toHaveLength(1);
    expect(rows.renewals).toMatchObject([{ status: 'failed' }]);
    expect(await holdsPlan(viewer.cookie, planId)).toMatchObject({ count: 0 });
  });

  it('retries a renewal the gateway did not answer under the same reference, and bills it once', async () => {
    const planId = await createPlan('Answer lost');
    carrier = 'bills';
    const { subscription } = await buyByPhone(planId);
    await endPeriod(subscription.id);

    carrier = 'bills-answer-lost';
    const firstAsk = referencesAsked.length;
    await runJobs();
    let rows = await rowsOf(subscription.id);
    expect(rows.renewals).toMatchObject([{ status: 'pending' }]);
    expect(rows.invoices).toHaveLength(1);
    // The purchase reconciliation leaves renewals to the renewal job, however old they are.
    await db()
      .update(carrierCharges)
      .set({ createdAt: new Date(Date.now() - RECONCILE_AFTER_MS - 60_000) })
      .where(eq(carrierCharges.renewsSubscriptionId, subscription.id));

    carrier = 'bills';
    await runJobs();
    rows = await rowsOf(subscription.id);
    expect(rows.renewals).toMatchObject([{ status: 'succeeded' }]);
    expect(rows.invoices).toHaveLength(2);
    // Asked twice under one reference (the renewal's), so the carrier made one charge and answered it again.
    expect(referencesAsked.slice(firstAsk)).toEqual([rows.renewals[0]!.reference, rows.renewals[0]!.reference]);
    expect(rows.invoices.map((invoice) => invoice.paymentRef)).toContain(rows.renewals[0]!.chargeId);
    const viewerSubscriptions = await db().select().from(subscriptions).where(eq(subscriptions.userId, subscription.userId));
    expect(viewerSubscriptions).toHaveLength(1);
    expect(rows.subscription.status).toBe('active');
  });

  it('gives up a renewal the gateway never confirms after three days, and does not ask again', async () => {
    const planId = await createPlan('Silent gateway');
    carrier = 'bills';
    const { subscription } = await buyByPhone(planId);
    await endPeriod(subscription.id, RENEWAL_GIVE_UP_MS + 60_000);
    carrier = 'silent';
    await runJobs();
    const asked = chargesAsked;
    await runJobs();
    expect(chargesAsked).toBe(asked);
    const rows = await rowsOf(subscription.id);
    expect(rows.subscription.status).toBe('canceled');
    expect(rows.invoices).toHaveLength(1);
  });

  it('does not renew a plan the host has disabled', async () => {
    const planId = await createPlan('Disabled later');
    carrier = 'bills';
    const { subscription } = await buyByPhone(planId);
    expect((await call('PUT', `/api/plans/${planId}`, host.cookie, { status: false })).statusCode).toBe(200);
    await endPeriod(subscription.id);
    const asked = chargesAsked;
    await runJobs();
    expect(chargesAsked).toBe(asked);
    const rows = await rowsOf(subscription.id);
    expect(rows.subscription.status).toBe('canceled');
    expect(rows.renewals).toHaveLength(0);
  });
});
