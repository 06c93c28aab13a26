import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckoutSessions, sandboxSubscriptions } from '../../../infra/payments/sandbox.table.js';
import { databaseKinds } from '../../../test/databases.js';
import { createPlan as createPlanThroughApi } from '../../../test/payments.js';
import { createTestApp, signedInUser, type TestApp } from '../../../test/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

const DAY_MS = 86_400_000;

describe.each(databaseKinds(import.meta.url))('sandbox renewals on %s', (kind) => {
  let t: TestApp;
  let host: User;
  let channelId: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

  /** Buys the plan on the sandbox page with this card and lets the events be processed; answers the provider's subscription id. */
  const buy = async (buyer: User, planId: string, card = '4242424242424242') => {
    const created = await call('POST', '/api/checkout/sessions', buyer.cookie, {
      origin: 'http://app.test',
      stripe_code: planId,
      mode: 'subscription',
    });
    const sessionId = created.json().session_id as string;
    expect(
      (await call('POST', `/api/sandbox/checkout/${sessionId}/pay`, undefined, { card_number: card, expiry: '12/40', cvc: '123' }))
        .statusCode,
    ).toBe(200);
    await t.jobs.drain();
    const [session] = await t.database.handle.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    return session!.subscriptionId!;
  };

  /** The period (trial or interval) ended a minute ago at the provider, as if the clock had moved on. */
  const endPeriod = (providerSubscriptionId: string) =>
    t.database.handle.db
      .update(sandboxSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(sandboxSubscriptions.id, providerSubscriptionId));

  /** One tick of the renewal schedule; the provider events it takes in are processed in the same drain. */
  const runRenewals = async () => {
    t.jobs.tick();
    await t.jobs.drain();
  };

  const mySubscription = async (buyer: User) => (await call('GET', '/api/subscriptions', buyer.cookie)).json().results[0];
  const earningsOf = async (planName: string) => {
    const months = (await call('GET', `/api/invoices?workspace_id=${channelId}`, host.cookie)).json().results;
    return months
      .flatMap((month: { invoices: { plan_name: string; amount_paid: number }[] }) => month.invoices)
      .filter((line: { plan_name: string }) => line.plan_name === planName)
      .map((line: { amount_paid: number }) => line.amount_paid);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('turns an ended trial into a paid period with an invoice in the earnings', async () => {
    const plan = await createPlanThroughApi(t, host.cookie, channelId, { name: 'Trial renews', trial_period: 7 });
    const viewer = await signedInUser(t.app);
    const remoteId = await buy(viewer, plan.id);
    expect(await mySubscription(viewer)).toMatchObject({ status: 'trialing' });
    await runRenewals();
    expect(await mySubscription(viewer)).toMatchObject({ status: 'trialing' });

    await endPeriod(remoteId);
    await runRenewals();
    const renewed = await mySubscription(viewer);
    expect(renewed.status).toBe('active');
    expect(renewed.invoices.map((invoice: { amount_paid: number }) => invoice.amount_paid).sort()).toEqual([0, 1999]);
    // The next period runs a month from the trial's end, not from when the job happened to run.
    const nextCharge = new Date(renewed.current_period_end).getTime();
    expect(nextCharge - Date.now()).toBeGreaterThan(27 * DAY_MS);
    expect(nextCharge - Date.now()).toBeLessThan(32 * DAY_MS);
    expect(await earningsOf('Trial renews')).toEqual([0, 1999]);
  });

  it('charges a recurring plan again at the end of each interval, once per period', async () => {
    const plan = await createPlanThroughApi(t, host.cookie, channelId, { name: 'Monthly renews', unit_amount: 1000 });
    const viewer = await signedInUser(t.app);
    const remoteId = await buy(viewer, plan.id);
    await endPeriod(remoteId);
    await runRenewals();
    await runRenewals();
    expect((await mySubscription(viewer)).invoices).toHaveLength(2);
    await endPeriod(remoteId);
    await runRenewals();
    expect(await mySubscription(viewer)).toMatchObject({ status: 'active' });
    expect(await earningsOf('Monthly renews')).toEqual([1000, 1000, 1000]);
  });

  it('ends the subscription and locks access when the card on file declines the renewal (4000 0000 0000 0341)', async () => {
    const plan = await createPlanThroughApi(t, host.cookie, channelId, { name: 'Declines later', trial_period: 3 });
    const viewer = await signedInUser(t.app);
    const remoteId = await buy(viewer, plan.id, '4000000000000341');
    expect(await mySubscription(viewer)).toMatchObject({ status: 'trialing' });
    expect((await call('GET', `/api/subscriptions?plan=${plan.id}&count=1`, viewer.cookie)).json()).toEqual({ count: 1 });

    await endPeriod(remoteId);
    await runRenewals();
    expect(await mySubscription(viewer)).toMatchObject({ status: 'canceled' });
    expect((await call('GET', `/api/subscriptions?plan=${plan.id}&count=1`, viewer.cookie)).json()).toEqual({ count: 0 });
    // Only the trial's zero invoice: the refused renewal earns nothing.
    expect(await earningsOf('Declines later')).toEqual([0]);
    const [remote] = await t.database.handle.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, remoteId));
    expect(remote!.status).toBe('unpaid');
  });

  it('refuses 4000 0000 0000 0341 at a checkout that charges at once', async () => {
    const plan = await createPlanThroughApi(t, host.cookie, channelId, { name: 'No trial' });
    const viewer = await signedInUser(t.app);
    const created = await call('POST', '/api/checkout/sessions', viewer.cookie, {
      origin: 'http://app.test',
      stripe_code: plan.id,
      mode: 'subscription',
    });
    const paid = await call('POST', `/api/sandbox/checkout/${created.json().session_id}/pay`, undefined, {
      card_number: '4000000000000341',
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(402);
    expect(paid.json().msg).toBe('CARD_DECLINED');
  });

  it('renews a hosting plan, and ends it when its card stops paying', async () => {
    const hostingHost = await signedInUser(t.app, 'host');
    const { session_id: sessionId } = (await call('POST', '/api/hosting/checkout', hostingHost.cookie, { plan_key: 'starter' })).json();
    await call('POST', `/api/sandbox/checkout/${sessionId}/pay`, undefined, {
      card_number: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    const { subscription } = (await call('GET', `/api/hosting/checkout/${sessionId}`, hostingHost.cookie)).json();
    const [session] = await t.database.handle.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    const remoteId = session!.subscriptionId!;

    await endPeriod(remoteId);
    await runRenewals();
    const renewed = (await call('GET', '/api/hosting-plans/mine', hostingHost.cookie)).json();
    expect(renewed.subscription).toMatchObject({ id: subscription.id, status: 'active' });
    expect(new Date(renewed.subscription.current_period_end).getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);

    // The card on file stops paying: the renewal is refused and the host is back on the default plan.
    await t.database.handle.db.update(sandboxSubscriptions).set({ card: '4000000000000341' }).where(eq(sandboxSubscriptions.id, remoteId));
    await endPeriod(remoteId);
    await runRenewals();
    const ended = (await call('GET', '/api/hosting-plans/mine', hostingHost.cookie)).json();
    expect(ended).toMatchObject({ subscription: null, is_default: true, plan: { key: 'community' } });
  });
});
