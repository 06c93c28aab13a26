import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { TINY_PNG_BASE64 } from '../../test/images.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../test/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe.each(databaseKinds(import.meta.url))('hosting plans on %s', (kind) => {
  const call = (t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const uploadLogo = (t: TestApp, host: User, channelId: string, cookie = host.cookie) =>
    call(t, 'PUT', `/api/workspaces/${channelId}/logo`, cookie, {
      base64: `data:image/png;base64,${TINY_PNG_BASE64}`,
      name: 'logo.png',
      filetype: 'image/png',
    });
  const channelOf = async (t: TestApp, host: User) =>
    (await call(t, 'GET', '/api/workspaces/mine', host.cookie)).json().results[0].id as string;

  describe('with the default plan (a new platform)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    it('gives every host the community plan and every feature, without paying', async () => {
      const host = await signedInUser(t.app, 'host');
      const mine = (await call(t, 'GET', '/api/hosting-plans/mine', host.cookie)).json();
      expect(mine).toMatchObject({ is_default: true, subscription: null, plan: { key: 'community', unit_amount: 0 } });
      expect((await uploadLogo(t, host, await channelOf(t, host))).statusCode).toBe(200);
    });

    it('lists the hosting plans with provider prices for the paid ones', async () => {
      const host = await signedInUser(t.app, 'host');
      const plans = (await call(t, 'GET', '/api/hosting-plans', host.cookie)).json().results;
      expect(plans.map((plan: { key: string }) => plan.key)).toEqual(['community', 'starter', 'professional']);
      expect(plans[0].price_id).toBeNull();
      expect(plans[1].price_id).toMatch(/^price_sbx_/);
      expect(plans[1]).toMatchObject({
        unit_amount: 2900,
        overtime_cents_per_minute: 10,
        features: expect.not.arrayContaining(['branding']),
      });
      expect((await call(t, 'GET', '/api/hosting-plans')).statusCode).toBe(401);
    });
  });

  describe('with no default plan', () => {
    let t: TestApp;
    let adminCookie: string;
    beforeAll(async () => {
      t = await createTestApp(kind, {}, { ...ADMIN_ENV, DEFAULT_HOSTING_PLAN: 'none' });
      adminCookie = await logInAsAdmin(t.app);
    });
    afterAll(() => t.close());

    const priceOf = async (host: User, key: string) =>
      (await call(t, 'GET', '/api/hosting-plans', host.cookie)).json().results.find((plan: { key: string }) => plan.key === key)
        .price_id as string;

    it('gates branding until the host subscribes to a plan that has it; admins are never gated', async () => {
      const host = await signedInUser(t.app, 'host');
      const channelId = await channelOf(t, host);
      const gated = await uploadLogo(t, host, channelId);
      expect(gated.statusCode).toBe(403);
      expect(gated.json().msg).toBe('HOSTING_PLAN_REQUIRED');
      expect((await uploadLogo(t, host, channelId, adminCookie)).statusCode).toBe(200);

      const starter = await call(t, 'POST', '/api/stripe/subscriptions/host', host.cookie, {
        priceId: await priceOf(host, 'starter'),
        paymentMethodId: 'pm_card_visa',
      });
      expect(starter.statusCode).toBe(201);
      expect(starter.json().status).toBe('active');
      expect((await uploadLogo(t, host, channelId)).json().msg).toBe('PLAN_UPGRADE_REQUIRED');
      const again = await call(t, 'POST', '/api/stripe/subscriptions/host', host.cookie, {
        priceId: await priceOf(host, 'professional'),
        paymentMethodId: 'pm_card_visa',
      });
      expect(again.json().msg).toBe('ALREADY_SUBSCRIBED');
    });

    it('holds a host to the number of channels of their hosting plan', async () => {
      const host = await signedInUser(t.app, 'host');
      const subscribed = await call(t, 'POST', '/api/stripe/subscriptions/host', host.cookie, {
        priceId: await priceOf(host, 'starter'),
        paymentMethodId: 'pm_card_visa',
      });
      expect(subscribed.statusCode).toBe(201);
      // Starter runs one channel, which the creator's sign-up made.
      const second = await call(t, 'POST', '/api/workspaces', host.cookie, { name: 'A second channel', language: 'en-US' });
      expect(second.statusCode).toBe(403);
      expect(second.json()).toMatchObject({ msg: 'CHANNEL_LIMIT_REACHED', details: [{ path: 'channels', message: '1' }] });
      expect((await call(t, 'GET', '/api/workspaces/mine', host.cookie)).json()._total_count).toBe(1);
    });

    it('refuses a declined card, an unknown price and viewers', async () => {
      const host = await signedInUser(t.app, 'host');
      const declined = await call(t, 'POST', '/api/stripe/subscriptions/host', host.cookie, {
        priceId: await priceOf(host, 'professional'),
        paymentMethodId: 'pm_card_chargeDeclined',
      });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().msg).toBe('CARD_DECLINED');
      expect((await call(t, 'GET', '/api/hosting-plans/mine', host.cookie)).json().plan).toBeNull();
      const unknown = await call(t, 'POST', '/api/stripe/subscriptions/host', host.cookie, {
        priceId: 'price_nope',
        paymentMethodId: 'pm_card_visa',
      });
      expect(unknown.statusCode).toBe(400);
      const viewer = await signedInUser(t.app);
      const byViewer = await call(t, 'POST', '/api/stripe/subscriptions/host', viewer.cookie, {
        priceId: await priceOf(host, 'starter'),
        paymentMethodId: 'pm_card_visa',
      });
      expect(byViewer.statusCode).toBe(403);
    });

    const startCheckout = (host: User, planKey: string) => call(t, 'POST', '/api/hosting/checkout', host.cookie, { plan_key: planKey });
    const payOnSandbox = (sessionId: string) =>
      call(t, 'POST', `/api/sandbox/checkout/${sessionId}/pay`, undefined, {
        card_number: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
      });

    it('sells a hosting plan on the hosted checkout page and records it once when the buyer comes back', async () => {
      const host = await signedInUser(t.app, 'host');
      const channelId = await channelOf(t, host);
      const created = await startCheckout(host, 'professional');
      expect(created.statusCode).toBe(201);
      const { session_id: sessionId, url } = created.json();
      expect(url).toContain(`/sandbox/checkout/${sessionId}`);
      const page = (await call(t, 'GET', `/api/sandbox/checkout/${sessionId}`)).json();
      expect(page).toMatchObject({
        product_name: 'Chunks.AI hosting plan: Professional',
        merchant_name: 'Chunks.AI',
        amount: 9900,
        trial_period_days: 0,
      });
      expect((await call(t, 'GET', `/api/hosting/checkout/${sessionId}`, host.cookie)).json()).toEqual({
        status: 'open',
        subscription: null,
      });

      const paid = await payOnSandbox(sessionId);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().redirect_url).toMatch(new RegExp(`/channel/dashboard\\?hosting_session=${sessionId}$`));
      const back = await call(t, 'GET', `/api/hosting/checkout/${sessionId}`, host.cookie);
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ status: 'complete', subscription: { status: 'active' } });
      const mine = (await call(t, 'GET', '/api/hosting-plans/mine', host.cookie)).json();
      expect(mine).toMatchObject({ is_default: false, plan: { key: 'professional' }, subscription: { id: back.json().subscription.id } });
      expect((await uploadLogo(t, host, channelId)).statusCode).toBe(200);

      const again = await call(t, 'GET', `/api/hosting/checkout/${sessionId}`, host.cookie);
      expect(again.json()).toEqual(back.json());
      expect((await call(t, 'GET', '/api/hosting-plans/mine', host.cookie)).json().subscription.id).toBe(back.json().subscription.id);
      expect((await startCheckout(host, 'professional')).json().msg).toBe('ALREADY_SUBSCRIBED');
    });

    it("records one hosting subscription when the buyer's return is asked at once several times", async () => {
      const host = await signedInUser(t.app, 'host');
      const { session_id: sessionId } = (await startCheckout(host, 'starter')).json();
      await payOnSandbox(sessionId);
      const answers = await Promise.all([1, 2, 3].map(() => call(t, 'GET', `/api/hosting/checkout/${sessionId}`, host.cookie)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.json().subscription.id)).size).toBe(1);
    });

    it('records the hosting plan from the provider events when the buyer never comes back', async () => {
      const host = await signedInUser(t.app, 'host');
      const { session_id: sessionId } = (await startCheckout(host, 'starter')).json();
      await payOnSandbox(sessionId);
      expect((await call(t, 'GET', '/api/hosting-plans/mine', host.cookie)).json().subscription).toBeNull();
      await t.jobs.drain();
      const mine = (await call(t, 'GET', '/api/hosting-plans/mine', host.cookie)).json();
      expect(mine).toMatchObject({ plan: { key: 'starter' }, subscription: { status: 'active' } });
      expect((await call(t, 'GET', `/api/hosting/checkout/${sessionId}`, host.cookie)).json().subscription.id).toBe(mine.subscription.id);
    });

    it('shows a hosting checkout to its buyer only', async () => {
      const host = await signedInUser(t.app, 'host');
      const { session_id: sessionId } = (await startCheckout(host, 'starter')).json();
      const other = await signedInUser(t.app, 'host');
      expect((await call(t, 'GET', `/api/hosting/checkout/${sessionId}`, other.cookie)).statusCode).toBe(404);
      expect((await call(t, 'GET', '/api/hosting/checkout/cs_sbx_nope', host.cookie)).statusCode).toBe(404);
      expect((await call(t, 'GET', `/api/hosting/checkout/${sessionId}`)).statusCode).toBe(401);
    });

    it('refuses a hosting checkout to viewers, for the free plan and for an unknown plan', async () => {
      const viewer = await signedInUser(t.app);
      expect((await startCheckout(viewer, 'starter')).statusCode).toBe(403);
      const host = await signedInUser(t.app, 'host');
      const free = await startCheckout(host, 'community');
      expect(free.statusCode).toBe(400);
      expect(free.json().msg).toBe('VALIDATION_ERROR');
      expect((await startCheckout(host, 'platinum')).statusCode).toBe(400);
    });

    it('records overtime usage against the subscription and prices it by the plan', async () => {
      const host = await signedInUser(t.app, 'host');
      expect((await call(t, 'POST', '/api/stripe/usage', host.cookie, { usage: 5 })).json().msg).toBe('HOSTING_PLAN_REQUIRED');
      const subscription = (
        await call(t, 'POST', '/api/stripe/subscriptions/host', host.cookie, {
          priceId: await priceOf(host, 'starter'),
          paymentMethodId: 'pm_card_visa',
        })
      ).json();
      await call(t, 'POST', '/api/stripe/usage', host.cookie, { usage: 20 });
      const reported = (await call(t, 'POST', '/api/stripe/usage', host.cookie, { usage: 10 })).json();
      expect(reported).toMatchObject({ subscription_id: subscription.id, total_minutes: 30, overtime_cents: 300 });
      expect((await call(t, 'GET', `/api/stripe/${subscription.id}/usage`, host.cookie)).json().records).toHaveLength(2);
      const other = await signedInUser(t.app, 'host');
      expect((await call(t, 'GET', `/api/stripe/${subscription.id}/usage`, other.cookie)).statusCode).toBe(404);
      expect((await call(t, 'GET', `/api/stripe/${subscription.id}/usage`, adminCookie)).statusCode).toBe(200);
      expect((await call(t, 'POST', '/api/stripe/usage', host.cookie, { usage: 0 })).statusCode).toBe(400);
    });
  });
});
