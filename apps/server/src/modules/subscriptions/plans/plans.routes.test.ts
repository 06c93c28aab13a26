import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPrices } from '../../../infra/payments/sandbox.table.js';
import { databaseKinds } from '../../../test/databases.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../../test/test-app.js';

describe.each(databaseKinds(import.meta.url))('plans routes on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let viewer: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  let adminCookie: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const product = (extra: object = {}) => ({
    workspace_id: channelId,
    name: 'Gold',
    description: '<p>Every video<script>x()</script></p>',
    type: 'RECURRING',
    unit_amount: 1999,
    currency: 'usd',
    period: 'month',
    interval_count: 1,
    trial_period: 7,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, ADMIN_ENV);
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    viewer = await signedInUser(t.app);
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('lets the host create a plan in cents with a provider price, sanitising the description', async () => {
    const created = await call('POST', '/api/products', host.cookie, product());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Gold',
      unit_amount: 1999,
      price_cents: 1999,
      currency: 'usd',
      interval: 'month',
      interval_count: 1,
      trial_period: 7,
      status: true,
      description: '<p>Every video</p>',
      purchasement_count: 0,
    });
    expect(created.json().stripe_plan_id).toMatch(/^price_sbx_/);
  });

  it('refuses viewers, guests and other hosts; admins may create', async () => {
    expect((await call('POST', '/api/products', viewer.cookie, product())).statusCode).toBe(403);
    expect((await call('POST', '/api/products', undefined, product())).statusCode).toBe(401);
    const otherHost = await signedInUser(t.app, 'host');
    expect((await call('POST', '/api/products', otherHost.cookie, product())).statusCode).toBe(403);
    expect((await call('POST', '/api/products', adminCookie, product({ name: 'By admin' }))).statusCode).toBe(201);
  });

  it('refuses amounts, intervals and trials out of range, fractions of a cent and a trial on a one-time plan', async () => {
    const cases: [object, string][] = [
      [{ unit_amount: 1_000_001 }, 'unit_amount'],
      [{ unit_amount: -1 }, 'unit_amount'],
      [{ unit_amount: 19.99 }, 'unit_amount'],
      [{ interval_count: 13 }, 'interval_count'],
      [{ interval_count: 0 }, 'interval_count'],
      [{ trial_period: 31 }, 'trial_period'],
      [{ type: 'ONE_TIME', trial_period: 5 }, 'trial_period'],
      [{ description: '  ' }, 'description'],
      [{ name: '' }, 'name'],
    ];
    for (const [change, path] of cases) {
      const response = await call('POST', '/api/products', host.cookie, product(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(path);
    }
  });

  it('prices a plan in HKD with an HKD price at the provider, and refuses a currency it does not sell in', async () => {
    const created = await call('POST', '/api/products', host.cookie, product({ name: 'HK Gold', currency: 'hkd', unit_amount: 3800 }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ currency: 'hkd', unit_amount: 3800 });
    const [price] = await t.database.handle.db.select().from(sandboxPrices).where(eq(sandboxPrices.id, created.json().stripe_plan_id));
    expect(price).toMatchObject({ currency: 'hkd', unitAmount: 3800 });
    expect((await call('POST', '/api/products', host.cookie, product({ currency: undefined }))).json().currency).toBe('usd');

    for (const currency of ['eur', 'HKD', '', 7]) {
      const refused = await call('POST', '/api/products', host.cookie, product({ currency }));
      expect(refused.statusCode, String(currency)).toBe(400);
      expect(refused.json()).toMatchObject({ msg: 'VALIDATION_ERROR', details: [{ path: 'currency', message: 'plan_currency' }] });
    }
  });

  it("changes a plan's currency with a new provider price; only the host may, and only to a currency it sells in", async () => {
    const plan = (await call('POST', '/api/products', host.cookie, product({ name: 'Switcher', unit_amount: 5000 }))).json();
    const changed = await call('PUT', `/api/plans/${plan.id}`, host.cookie, { currency: 'hkd' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ currency: 'hkd', unit_amount: 5000 });
    expect(changed.json().stripe_plan_id).not.toBe(plan.stripe_plan_id);
    const [price] = await t.database.handle.db.select().from(sandboxPrices).where(eq(sandboxPrices.id, changed.json().stripe_plan_id));
    expect(price).toMatchObject({ currency: 'hkd', unitAmount: 5000 });

    const refused = await call('PUT', `/api/plans/${plan.id}`, host.cookie, { currency: 'jpy' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ msg: 'VALIDATION_ERROR', details: [{ path: 'currency', message: 'plan_currency' }] });
    expect((await call('PUT', `/api/plans/${plan.id}`, viewer.cookie, { currency: 'usd' })).statusCode).toBe(403);
    expect((await call('GET', `/api/plans/${plan.id}`)).json().currency).toBe('hkd');
  });

  it('treats a blank trial as none and keeps 10000 USD as the top price', async () => {
    const created = await call('POST', '/api/products', host.cookie, product({ trial_period: null, unit_amount: 1_000_000 }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ trial_period: 0, unit_amount: 1_000_000 });
  });

  it('lists plans on sale to viewers and every plan to the host; the host disables and re-enables', async () => {
    const plan = (await call('POST', '/api/products', host.cookie, product({ name: 'Silver', unit_amount: 499 }))).json();
    const disabled = await call('PUT', `/api/plans/${plan.id}`, host.cookie, { status: false });
    expect(disabled.json().status).toBe(false);
    const asViewer = (await call('GET', `/api/workspaces/${channelId}/plans`, viewer.cookie)).json();
    expect(asViewer.results.map((item: { id: string }) => item.id)).not.toContain(plan.id);
    const asHost = (await call('GET', `/api/workspaces/${channelId}/plans`, host.cookie)).json();
    expect(asHost.results.find((item: { id: string }) => item.id === plan.id)?.status).toBe(false);
    // An old link to it says it is off sale, rather than that there is no such plan.
    const offSale = await call('GET', `/api/plans/${plan.id}`, viewer.cookie);
    expect([offSale.statusCode, offSale.json().msg]).toEqual([409, 'PLAN_DISABLED']);

    expect((await call('PUT', `/api/plans/${plan.id}`, viewer.cookie, { status: true })).statusCode).toBe(403);
    expect((await call('PUT', `/api/plans/${plan.id}`, host.cookie, {})).statusCode).toBe(400);
    expect((await call('PUT', `/api/plans/${plan.id}`, host.cookie, { status: true, dcb_price: 3800 })).json()).toMatchObject({
      status: true,
      dcb_price: 3800,
    });
    expect((await call('GET', `/api/plans/${plan.id}`)).json().name).toBe('Silver');
  });

  it('shows the channel the lowest nonzero price on sale as its starting price', async () => {
    await call('POST', '/api/products', host.cookie, product({ name: 'Free tier', unit_amount: 0, trial_period: 0 }));
    const cheap = (await call('POST', '/api/products', host.cookie, product({ name: 'Bronze', unit_amount: 199 }))).json();
    expect((await call('GET', `/api/workspaces/${channelId}`)).json().starting_price).toEqual({ unit_amount: 199, currency: 'usd' });
    await call('PUT', `/api/plans/${cheap.id}`, host.cookie, { status: false });
    expect((await call('GET', `/api/workspaces/${channelId}`)).json().starting_price.unit_amount).toBeGreaterThan(199);
  });

  it('compares HKD and USD plans at the peg for the starting price, naming the cheaper one in its own currency', async () => {
    const other = await signedInUser(t.app, 'host');
    const otherChannel = (await call('GET', '/api/workspaces/mine', other.cookie)).json().results[0].id;
    await call('PUT', `/api/workspaces/${otherChannel}`, other.cookie, { publish: true });
    const plan = (extra: object) => product({ workspace_id: otherChannel, ...extra });
    // HK$30.00 is about US$3.85: cheaper than US$4.99, though 3000 cents is more than 499.
    await call('POST', '/api/products', other.cookie, plan({ name: 'US', unit_amount: 499 }));
    const hk = (await call('POST', '/api/products', other.cookie, plan({ name: 'HK', unit_amount: 3000, currency: 'hkd' }))).json();
    expect((await call('GET', `/api/workspaces/${otherChannel}`)).json().starting_price).toEqual({ unit_amount: 3000, currency: 'hkd' });
    await call('PUT', `/api/plans/${hk.id}`, other.cookie, { status: false });
    expect((await call('GET', `/api/workspaces/${otherChannel}`)).json().starting_price).toEqual({ unit_amount: 499, currency: 'usd' });
  });

  it('gives the product report to the host only', async () => {
    const report = await call('GET', `/api/products?workspace_id=${channelId}`, host.cookie);
    expect(report.statusCode).toBe(200);
    expect(report.json().results.length).toBeGreaterThan(0);
    expect(report.json().results[0]).toHaveProperty('purchasement_count', 0);
    expect((await call('GET', `/api/products?workspace_id=${channelId}`, viewer.cookie)).statusCode).toBe(403);
  });
});
