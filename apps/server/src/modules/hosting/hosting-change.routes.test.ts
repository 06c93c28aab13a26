import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckoutSessions, sandboxRefunds, sandboxSubscriptions } from '../../infra/payments/sandbox.table.js';
import { databaseKinds } from '../../test/databases.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../test/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe.each(databaseKinds(import.meta.url))('changing and cancelling a hosting plan on %s', (kind) => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ...ADMIN_ENV, DEFAULT_HOSTING_PLAN: 'none' });
    adminCookie = await logInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const mine = async (host: User) => (await call('GET', '/api/hosting-plans/mine', host.cookie)).json();
  const startCheckout = async (host: User, planKey: string) => {
    const created = await call('POST', '/api/hosting/checkout', host.cookie, { plan_key: planKey });
    expect(created.statusCode).toBe(201);
    return created.json().session_id as string;
  };
  const pay = async (sessionId: string) =>
    expect(
      (
        await call('POST', `/api/sandbox/checkout/${sessionId}/pay`, undefined, {
          card_number: '4242424242424242',
          expiry: '12/40',
          cvc: '123',
        })
      ).statusCode,
    ).toBe(200);
  const comeBack = async (host: User, sessionId: string) => (await call('GET', `/api/hosting/checkout/${sessionId}`, host.cookie)).json();
  /** A host on a paid plan, bought on the hosted page. */
  const hostOn = async (planKey: string) => {
    const host = await signedInUser(t.app, 'host');
    const sessionId = await startCheckout(host, planKey);
    await pay(sessionId);
    const { subscription } = await comeBack(host, sessionId);
    return { host, subscriptionId: subscription.id as string, sessionId };
  };
  /** The provider's own record of the subscription a sandbox checkout started. */
  const remoteOf = async (sessionId: string) => {
    const db = t.database.handle.db;
    const [session] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    const [remote] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, session!.subscriptionId!));
    return remote!;
  };

  const checkoutIdOf = async (sessionId: string) => {
    const [session] = await t.database.handle.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    return session?.clientReferenceId;
  };

  it('cancels at the provider and here at once, leaving the host without a plan', async () => {
    const { host, subscriptionId, sessionId } = await hostOn('starter');
    const cancelled = await call('DELETE', `/api/hosting/subscriptions/${subscriptionId}`, host.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: subscriptionId, status: 'canceled', plan_key: 'starter' });
    expect(await mine(host)).toEqual({ plan: null, subscription: null, is_default: false, default_plan_key: null });
    expect((await remoteOf(sessionId)).status).toBe('canceled');
    const again = await call('DELETE', `/api/hosting/subscriptions/${subscriptionId}`, host.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('SUBSCRIPTION_NOT_CANCELLABLE');
  });

  it('lets only the subscriber (and admins) cancel a hosting plan', async () => {
    const { subscriptionId } = await hostOn('starter');
    const other = await signedInUser(t.app, 'host');
    expect((await call('DELETE', `/api/hosting/subscriptions/${subscriptionId}`, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/hosting/subscriptions/${subscriptionId}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/hosting/subscriptions/${subscriptionId}`, adminCookie)).statusCode).toBe(200);
  });

  it('keeps the old plan until the new checkout is paid, then ends it here and at the provider', async () => {
    const { host, subscriptionId, sessionId: oldSession } = await hostOn('starter');
    const change = await startCheckout(host, 'professional');
    expect((await mine(host)).plan.key).toBe('starter');
    await pay(change);
    const back = await comeBack(host, change);
    expect(back).toMatchObject({ status: 'complete', subscription: { status: 'active', plan_key: 'professional' } });
    expect(await mine(host)).toMatchObject({ plan: { key: 'professional' }, subscription: { id: back.subscription.id } });
    expect((await remoteOf(oldSession)).status).toBe('active');
    await t.jobs.drain();
    expect((await remoteOf(oldSession)).status).toBe('canceled');
    expect((await remoteOf(change)).status).toBe('active');
    const old = await call('DELETE', `/api/hosting/subscriptions/${subscriptionId}`, host.cookie);
    expect(old.json().msg).toBe('SUBSCRIPTION_NOT_CANCELLABLE');
  });

  it('changes the plan from the provider events when the host never comes back', async () => {
    const { host, sessionId: oldSession } = await hostOn('professional');
    const change = await startCheckout(host, 'starter');
    await pay(change);
    await t.jobs.drain();
    expect(await mine(host)).toMatchObject({ plan: { key: 'starter' }, subscription: { status: 'active' } });
    // The job the change queued ran in the same drain or is left for the next one.
    await t.jobs.drain();
    expect((await remoteOf(oldSession)).status).toBe('canceled');
  });

  it('refunds a second change paid in another tab and keeps the first', async () => {
    const { host } = await hostOn('starter');
    const first = await startCheckout(host, 'professional');
    const second = await startCheckout(host, 'professional');
    await pay(first);
    await pay(second);
    const kept = await comeBack(host, first);
    const undone = await comeBack(host, second);
    expect(kept.status).toBe('complete');
    // The second tab's return says it was undone, and names the plan kept.
    expect(undone.status).toBe('duplicate');
    expect(undone.subscription.id).toBe(kept.subscription.id);
    expect((await comeBack(host, second)).status).toBe('duplicate');
    expect((await remoteOf(second)).status).toBe('canceled');
    const [refund] = await t.database.handle.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, `hosting-duplicate-${await checkoutIdOf(second)}`));
    expect(refund).toBeDefined();
    expect((await mine(host)).plan.key).toBe('professional');
  });

  it('refuses a checkout of the plan already in force', async () => {
    const { host } = await hostOn('starter');
    const same = await call('POST', '/api/hosting/checkout', host.cookie, { plan_key: 'starter' });
    expect(same.statusCode).toBe(409);
    expect(same.json().msg).toBe('ALREADY_SUBSCRIBED');
  });
});

describe.each(databaseKinds(import.meta.url))('cancelling a hosting plan with a default plan on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('puts the host back on the free default plan at once', async () => {
    const host = await signedInUser(t.app, 'host');
    const headers = { cookie: host.cookie };
    const { session_id: sessionId } = (
      await t.app.inject({ method: 'POST', url: '/api/hosting/checkout', headers, payload: { plan_key: 'professional' } })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/checkout/${sessionId}/pay`,
      payload: { card_number: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    const { subscription } = (await t.app.inject({ method: 'GET', url: `/api/hosting/checkout/${sessionId}`, headers })).json();
    await t.app.inject({ method: 'DELETE', url: `/api/hosting/subscriptions/${subscription.id}`, headers });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/hosting-plans/mine', headers })).json();
    expect(mine).toMatchObject({ plan: { key: 'community' }, subscription: null, is_default: true });
  });
});
