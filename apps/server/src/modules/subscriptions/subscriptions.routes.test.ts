import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPaymentProvider } from '../../infra/payments/card-provider.js';
import { sandboxCheckoutSessions } from '../../infra/payments/sandbox.table.js';
import { databaseKinds } from '../../test/databases.js';
import { createPlan as createPlanThroughApi } from '../../test/payments.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../test/test-app.js';
import { activities } from '../activities/activities.table.js';
import { invoices, subscriptions } from './subscriptions.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe.each(databaseKinds(import.meta.url))('checkout and subscriptions on %s', (kind) => {
  let t: TestApp;
  let host: User;
  let channelId: string;
  let adminCookie: string;
  /** The next calls to retrieveCheckoutSession fail this many times, as a provider outage or a crash would. */
  let providerFailures = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

  const createPlan = (extra: object = {}) => createPlanThroughApi(t, host.cookie, channelId, extra);

  const startCheckout = (buyer: User, planId: string, mode: 'subscription' | 'payment' = 'subscription') =>
    call('POST', '/api/checkout/sessions', buyer.cookie, {
      origin: 'http://app.test',
      stripe_code: planId,
      mode,
      rediredct_pathname: '/video-playback/x',
    });

  const pay = (sessionId: string, card = '4242 4242 4242 4242') =>
    call('POST', `/api/sandbox/checkout/${sessionId}/pay`, undefined, { card_number: card, expiry: '12/40', cvc: '123' });

  /** Buys the plan on the sandbox page and lets the events be processed. */
  const buy = async (buyer: User, planId: string, mode: 'subscription' | 'payment' = 'subscription') => {
    const session = (await startCheckout(buyer, planId, mode)).json();
    expect((await pay(session.session_id)).statusCode).toBe(200);
    await t.jobs.drain();
    return session.session_id as string;
  };

  const rowsOf = async (userId: string) => {
    const db = t.database.handle.db;
    return {
      subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
      invoices: await db.select().from(invoices).where(eq(invoices.userId, userId)),
    };
  };

  beforeAll(async () => {
    const wrap = (provider: CardPaymentProvider): CardPaymentProvider => ({
      ...provider,
      name: provider.name,
      retrieveCheckoutSession: async (id) => {
        if (providerFailures > 0) {
          providerFailures -= 1;
          throw new Error('the provider is unreachable');
        }
        return provider.retrieveCheckoutSession(id);
      },
    });
    t = await createTestApp(kind, { wrapCardProvider: wrap }, ADMIN_ENV);
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('takes a viewer through the sandbox page to a trialing subscription with one zero invoice', async () => {
    const plan = await createPlan({ name: 'Trial plan', trial_period: 7 });
    const viewer = await signedInUser(t.app);
    const created = await startCheckout(viewer, plan.id);
    expect(created.statusCode).toBe(201);
    const { session_id, url } = created.json();
    expect(url).toBe(`http://app.test/sandbox/checkout/${session_id}`);

    const page = (await call('GET', `/api/sandbox/checkout/${session_id}`)).json();
    expect(page).toMatchObject({ amount: 1999, currency: 'usd', mode: 'subscription', trial_period_days: 7, product_name: 'Trial plan' });
    expect(page.customer_email).toBe(viewer.email);

    const paid = await pay(session_id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirect_url).toBe(`http://app.test/account/subscriptions?session_id=${session_id}`);
    await t.jobs.drain();

    const list = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'trialing', type: 'RECURRING', plan: { id: plan.id, unit_amount: 1999 } });
    const trialDays = (new Date(list[0].trial_end).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThan(7.1);
    expect(list[0].invoices).toEqual([expect.objectContaining({ amount_paid: 0, status: 'paid' })]);
    const status = (await call('GET', `/api/checkout/sessions/${session_id}`, viewer.cookie)).json();
    expect(status).toMatchObject({ status: 'complete', redirect_pathname: '/video-playback/x', workspace_id: channelId });
    expect((await call('GET', `/api/subscriptions?plan=${plan.id}&count=1`, viewer.cookie)).json()).toEqual({ count: 1 });
  });

  it('refuses a declined card clearly and leaves the session open for another card', async () => {
    const plan = await createPlan({ name: 'Decline plan' });
    const viewer = await signedInUser(t.app);
    const { session_id } = (await startCheckout(viewer, plan.id)).json();
    const declined = await pay(session_id, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().msg).toBe('CARD_DECLINED');
    expect((await pay(session_id, '1234 5678 9012 3456')).json().msg).toBe('CARD_DECLINED');
    const expired = await call('POST', `/api/sandbox/checkout/${session_id}/pay`, undefined, {
      card_number: '4242424242424242',
      expiry: '01/20',
      cvc: '123',
    });
    expect(expired.json().details).toEqual([{ path: 'expiry', message: 'expired_card' }]);
    expect((await rowsOf(viewer.user.id)).subscriptions).toHaveLength(0);
    expect((await pay(session_id)).statusCode).toBe(200);
    expect((await pay(session_id)).json().msg).toBe('CHECKOUT_SESSION_CLOSED');
  });

  it('ends a checkout completed twice, at once, with one subscription and one invoice', async () => {
    const plan = await createPlan({ name: 'Race plan' });
    const viewer = await signedInUser(t.app);
    const { session_id } = (await startCheckout(viewer, plan.id)).json();
    await pay(session_id);
    // The buyer's return and two deliveries of the webhook job, all at once.
    await Promise.all([
      call('GET', `/api/checkout/sessions/${session_id}`, viewer.cookie),
      call('GET', `/api/checkout/sessions/${session_id}`, viewer.cookie),
      t.jobs.drain(),
    ]);
    await t.jobs.drain();
    const rows = await rowsOf(viewer.user.id);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.invoices).toHaveLength(1);
    expect(rows.invoices[0]).toMatchObject({ amountPaid: 1999, currency: 'usd', planName: 'Race plan' });
  });

  it('acts once on a webhook event delivered twice or out of order', async () => {
    const plan = await createPlan({ name: 'Replay plan' });
    const viewer = await signedInUser(t.app);
    const { session_id } = (await startCheckout(viewer, plan.id)).json();
    await pay(session_id);
    const { payments, billing } = t.container.services;
    const [remote] = await t.database.handle.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, session_id));
    const subscriptionId = remote!.subscriptionId!;
    // invoice.paid and subscription.updated before checkout.session.completed: nothing to attach them to yet.
    await payments.syncSubscription(subscriptionId);
    expect((await rowsOf(viewer.user.id)).subscriptions).toHaveLength(0);
    await t.jobs.drain();
    expect(await billing.receiveEvent({ id: 'evt_replayed', type: 'checkout.session.completed', objectId: session_id })).toBe(true);
    expect(await billing.receiveEvent({ id: 'evt_replayed', type: 'checkout.session.completed', objectId: session_id })).toBe(false);
    await t.jobs.drain();
    await payments.syncSubscription(subscriptionId);
    const rows = await rowsOf(viewer.user.id);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.invoices).toHaveLength(1);
  });

  it('loses no payment when processing fails after the provider confirmed it: the job retries', async () => {
    const plan = await createPlan({ name: 'Outage plan' });
    const viewer = await signedInUser(t.app);
    const { session_id } = (await startCheckout(viewer, plan.id)).json();
    await pay(session_id);
    providerFailures = 1;
    const first = await t.jobs.drain();
    expect(first.retrying).toBeGreaterThan(0);
    expect((await rowsOf(viewer.user.id)).subscriptions).toHaveLength(0);
    await t.jobs.drain();
    const rows = await rowsOf(viewer.user.id);
    expect(rows.subscriptions.map((row) => row.status)).toEqual(['active']);
    expect(rows.invoices).toHaveLength(1);
  });

  it('sends the buyer back only to a path of this site, never to another site', async () => {
    const plan = await createPlan({ name: 'Way back plan' });
    const viewer = await signedInUser(t.app);
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      const refused = await call('POST', '/api/checkout/sessions', viewer.cookie, {
        origin: 'http://app.test',
        stripe_code: plan.id,
        mode: 'subscription',
        rediredct_pathname: elsewhere,
      });
      expect(refused.statusCode, elsewhere).toBe(400);
      expect(refused.json().details).toEqual([{ path: 'rediredct_pathname', message: 'address_not_allowed' }]);
    }
    expect((await startCheckout(viewer, plan.id)).statusCode).toBe(201);
  });

  it('refuses the host their own plan, a disabled plan, the wrong mode, a second purchase and guests', async () => {
    const plan = await createPlan({ name: 'Rules plan' });
    const own = await startCheckout(host, plan.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().msg).toBe('CANNOT_BUY_OWN_PLAN');
    const viewer = await signedInUser(t.app);
    expect((await startCheckout(viewer, plan.id, 'payment')).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/checkout/sessions', undefined, { origin: 'http://app.test', stripe_code: plan.id, mode: 'subscription' }))
        .statusCode,
    ).toBe(401);
    await buy(viewer, plan.id);
    expect((await startCheckout(viewer, plan.id)).json().msg).toBe('ALREADY_SUBSCRIBED');
    await call('PUT', `/api/plans/${plan.id}`, host.cookie, { status: false });
    const other = await signedInUser(t.app);
    expect((await startCheckout(other, plan.id)).json().msg).toBe('PLAN_DISABLED');
    const stranger = await signedInUser(t.app);
    expect(
      (
        await call(
          'GET',
          `/api/checkout/sessions/${(await startCheckout(viewer, (await createPlan()).id)).json().session_id}`,
          stranger.cookie,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('locks a video with plans for strangers and followers, and unlocks it for subscribers, the host and admins', async () => {
    const plan = await createPlan({ name: 'Video plan' });
    const activity = (await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: 'Paid video' })).json();
    await t.database.handle.db
      .update(activities)
      .set({ playableAt: new Date(), status: 'PUBLISHED' })
      .where(eq(activities.id, activity.id));
    const other = await createPlan({ name: 'Other channel plan?' });
    const otherHost = await signedInUser(t.app, 'host');
    const foreignChannel = (await call('GET', '/api/workspaces/mine', otherHost.cookie)).json().results[0].id;
    const foreign = (
      await call('POST', '/api/products', otherHost.cookie, {
        workspace_id: foreignChannel,
        name: 'Theirs',
        description: 'x',
        type: 'ONE_TIME',
        unit_amount: 100,
      })
    ).json();
    const refused = await call('PUT', `/api/activities/${activity.id}`, host.cookie, { plans: [foreign.id] });
    expect(refused.json().details).toEqual([{ path: 'plans', message: 'not_found' }]);
    const saved = await call('PUT', `/api/activities/${activity.id}`, host.cookie, { plans: [plan.id, other.id] });
    expect(
      saved
        .json()
        .plans.map((item: { id: string }) => item.id)
        .sort(),
    ).toEqual([plan.id, other.id].sort());

    const viewer = await signedInUser(t.app);
    await call('POST', `/api/workspaces/${channelId}/follow`, viewer.cookie);
    const detail = (cookie?: string) => call('GET', `/api/activities/${activity.id}`, cookie).then((response) => response.json());
    expect((await detail(viewer.cookie)).locked).toBe(true);
    expect((await call('GET', `/api/activities/${activity.id}/recording`, viewer.cookie)).json().msg).toBe('VIDEO_LOCKED');
    expect((await detail()).locked).toBe(true);
    expect((await detail(host.cookie)).locked).toBe(false);
    expect((await detail(adminCookie)).locked).toBe(false);

    const subscriptionId = await buy(viewer, plan.id).then(
      async () => (await call('GET', '/api/subscriptions', viewer.cookie)).json().results[0].id,
    );
    expect((await detail(viewer.cookie)).locked).toBe(false);
    expect((await call('GET', `/api/activities/${activity.id}/recording`, viewer.cookie)).statusCode).toBe(200);
    const latest = (await call('GET', `/api/workspaces/${channelId}/playbacks`, viewer.cookie)).json().results;
    expect(latest.find((item: { id: string }) => item.id === activity.id)?.locked).toBe(false);
    // The channel's page is shared between viewers for a moment; the lock state and the right to manage stay each one's.
    const stranger = await signedInUser(t.app);
    const onPage = async (cookie: string) =>
      ((await call('GET', `/api/workspaces/${channelId}/playbacks`, cookie)).json().results as { id: string }[]).find(
        (item) => item.id === activity.id,
      );
    expect(await onPage(stranger.cookie)).toMatchObject({ locked: true, recording: [], can_manage: false });
    expect(await onPage(viewer.cookie)).toMatchObject({ locked: false, can_manage: false });
    expect(await onPage(host.cookie)).toMatchObject({ locked: false, can_manage: true });
    // A change made here shows at once, shared page or not.
    await call('PUT', `/api/activities/${activity.id}`, host.cookie, { name: 'Paid video, renamed' });
    expect(await onPage(viewer.cookie)).toMatchObject({ title: { en: 'Paid video, renamed' } });

    const cancelled = await call('DELETE', `/api/subscriptions/${subscriptionId}`, viewer.cookie);
    expect(cancelled.json()).toMatchObject({ status: 'canceled', current_period_end: null });
    expect((await detail(viewer.cookie)).locked).toBe(true);
    // The plans a viewer holds are read with their session on every list request: nothing from before the cancellation.
    expect(await onPage(viewer.cookie)).toMatchObject({ locked: true, recording: [] });
    expect((await call('DELETE', `/api/subscriptions/${subscriptionId}`, viewer.cookie)).json().msg).toBe('SUBSCRIPTION_NOT_CANCELLABLE');
    expect((await call('DELETE', `/api/subscriptions/${subscriptionId}`, stranger.cookie)).statusCode).toBe(404);
  });

  it('sells a one-time plan in payment mode, and counts purchases, subscribers and earnings for the host', async () => {
    const course = await createPlan({ name: 'Course', type: 'ONE_TIME', unit_amount: 4999 });
    const buyers = [await signedInUser(t.app), await signedInUser(t.app)];
    for (const buyer of buyers) await buy(buyer, course.id, 'payment');
    const mine = (await call('GET', '/api/subscriptions', buyers[0]!.cookie)).json().results[0];
    expect(mine).toMatchObject({ type: 'OTP', status: 'active', current_period_end: null });
    expect((await call('DELETE', `/api/subscriptions/${mine.id}`, buyers[0]!.cookie)).json().msg).toBe('SUBSCRIPTION_NOT_CANCELLABLE');

    const report = (await call('GET', `/api/products?workspace_id=${channelId}`, host.cookie)).json().results;
    expect(report.find((item: { id: string }) => item.id === course.id)).toMatchObject({ purchasement_count: 2, active_subscribers: 2 });
    const earnings = await call('GET', `/api/invoices?workspace_id=${channelId}`, host.cookie);
    expect(earnings.statusCode).toBe(200);
    const lines = earnings.json().results.flatMap((month: { invoices: { plan_name: string; amount_paid: number }[] }) => month.invoices);
    expect(
      lines.filter((line: { plan_name: string }) => line.plan_name === 'Course').map((line: { amount_paid: number }) => line.amount_paid),
    ).toEqual([4999, 4999]);
    expect((await call('GET', `/api/invoices?workspace_id=${channelId}`, buyers[0]!.cookie)).statusCode).toBe(403);
    const stats = (await call('GET', `/api/workspaces/${channelId}/stats`, host.cookie)).json();
    expect(stats.subscriber_count).toBeGreaterThanOrEqual(2);
  });

  it('keeps a channel someone has paid access to from deletion, until their plan ends', async () => {
    const seller = await signedInUser(t.app, 'host');
    const sellerChannel = (await call('GET', '/api/workspaces/mine', seller.cookie)).json().results[0].id;
    await call('PUT', `/api/workspaces/${sellerChannel}`, seller.cookie, { publish: true });
    const plan = await createPlanThroughApi(t, seller.cookie, sellerChannel, { name: 'Kept' });
    const buyer = await signedInUser(t.app);
    await buy(buyer, plan.id);
    const refused = await call('DELETE', `/api/workspaces/${sellerChannel}`, adminCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ msg: 'CHANNEL_HAS_BUYERS', details: [{ path: 'buyers', message: '1' }] });
    expect((await call('GET', '/api/subscriptions', buyer.cookie)).json().results).toHaveLength(1);

    const [subscription] = (await call('GET', '/api/subscriptions', buyer.cookie)).json().results;
    expect((await call('DELETE', `/api/subscriptions/${subscription.id}`, buyer.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/workspaces/${sellerChannel}`, adminCookie)).statusCode).toBe(204);
  });

  it("lists a plan's holders among the channel's followers when the host filters by plan", async () => {
    const seller = await signedInUser(t.app, 'host');
    const sellerChannel = (await call('GET', '/api/workspaces/mine', seller.cookie)).json().results[0].id;
    await call('PUT', `/api/workspaces/${sellerChannel}`, seller.cookie, { publish: true });
    const [bought, unsold] = [
      await createPlanThroughApi(t, seller.cookie, sellerChannel, { name: 'Bought' }),
      await createPlanThroughApi(t, seller.cookie, sellerChannel, { name: 'Unsold' }),
    ];
    // The page joins the channel before its checkout (spec 001 §7), as the buyer does here.
    const buyer = await signedInUser(t.app);
    await call('POST', `/api/workspaces/${sellerChannel}/follow`, buyer.cookie);
    await buy(buyer, bought.id);
    const follower = await signedInUser(t.app);
    await call('POST', `/api/workspaces/${sellerChannel}/follow`, follower.cookie);
    const listed = async (plan?: string) =>
      (await call('GET', `/api/workspaces/${sellerChannel}/users${plan ? `?plan=${plan}` : ''}`, seller.cookie))
        .json()
        .results.map((row: { user: { id: string } }) => row.user.id)
        .sort();
    expect(await listed()).toEqual([buyer.user.id, follower.user.id].sort());
    expect(await listed(bought.id)).toEqual([buyer.user.id]);
    expect(await listed(unsold.id)).toEqual([]);
    // Another channel's plan names nobody here.
    const elsewhere = await createPlan({ name: 'Elsewhere' });
    expect(await listed(elsewhere.id)).toEqual([]);
  });

  it('refuses a webhook whose signature does not hold', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      payload: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('INVALID_WEBHOOK_SIGNATURE');
  });
});
