import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases.js';
import { createPlan } from '../../../test/payments.js';
import { ADMIN_ENV, createTestApp, signedInUser, type TestApp } from '../../../test/test-app.js';
import { redeemCodes } from '../subscriptions.table.js';

describe.each(databaseKinds(import.meta.url))('redeem codes on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const makeCodes = (planId: string, body: object, cookie = host.cookie) => call('POST', `/api/plans/${planId}/redeem-codes`, cookie, body);
  const redeem = (cookie: string, code: string) => call('POST', '/api/users/redeem', cookie, { code });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, ADMIN_ENV);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${channelId}`,
      headers: { cookie: host.cookie },
      payload: { publish: true },
    });
  });
  afterAll(() => t.close());

  it('lets the host make codes for their plans only', async () => {
    const plan = await createPlan(t, host.cookie, channelId);
    const viewer = await signedInUser(t.app);
    expect((await makeCodes(plan.id, { max_uses: 1, expires_at: null }, viewer.cookie)).statusCode).toBe(403);
    const made = await makeCodes(plan.id, { max_uses: 1, expires_at: null, count: 3 });
    expect(made.statusCode).toBe(201);
    expect(made.json().results).toHaveLength(3);
    expect(new Set(made.json().results.map((code: { code: string }) => code.code)).size).toBe(3);
    expect((await makeCodes(plan.id, { max_uses: 1, expires_at: '2001-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await call('GET', `/api/workspaces/${channelId}/redeem-codes`, viewer.cookie)).statusCode).toBe(403);
  });

  it('grants a recurring plan for one interval; the code is single-use and answers 201 with the channel', async () => {
    const plan = await createPlan(t, host.cookie, channelId, { name: 'Quarterly', interval_count: 3 });
    const [code] = (await makeCodes(plan.id, { max_uses: 1, expires_at: null })).json().results;
    const viewer = await signedInUser(t.app);
    const redeemed = await redeem(viewer.cookie, code.code.toLowerCase());
    expect(redeemed.statusCode).toBe(201);
    expect(redeemed.json()).toEqual({ msg: 'REDEEMED', workspace_id: channelId });
    const subscription = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results[0];
    // Nobody bills a redeemed period again: the date is where access ends.
    expect(subscription).toMatchObject({ status: 'active', type: 'RECURRING', renews: false, plan: { id: plan.id } });
    const months = (new Date(subscription.current_period_end).getTime() - Date.now()) / (30 * 86_400_000);
    expect(months).toBeGreaterThan(2.9);
    expect(months).toBeLessThan(3.1);

    expect((await redeem(viewer.cookie, code.code)).json().msg).toBe('REDEEM_CODE_ALREADY_USED');
    const other = await signedInUser(t.app);
    expect((await redeem(other.cookie, code.code)).json().msg).toBe('REDEEM_CODE_USED_UP');
    const listed = (await call('GET', `/api/workspaces/${channelId}/redeem-codes`, host.cookie)).json().results;
    expect(listed.find((item: { id: string }) => item.id === code.id)).toMatchObject({ used_count: 1, max_uses: 1 });
  });

  it('hands out the last use of a multi-use code once under concurrency', async () => {
    const plan = await createPlan(t, host.cookie, channelId, { name: 'Crowd', type: 'ONE_TIME' });
    const [code] = (await makeCodes(plan.id, { max_uses: 2, expires_at: null })).json().results;
    const people = await Promise.all([1, 2, 3, 4].map(() => signedInUser(t.app)));
    const answers = await Promise.all(people.map((person) => redeem(person.cookie, code.code)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.json().msg)).toEqual([
      'REDEEM_CODE_USED_UP',
      'REDEEM_CODE_USED_UP',
    ]);
  });

  it('refuses unknown, expired and own-channel codes, and a plan already held', async () => {
    const viewer = await signedInUser(t.app);
    expect((await redeem(viewer.cookie, 'NOSUCHCODE')).json()).toMatchObject({ msg: 'REDEEM_CODE_NOT_FOUND' });
    expect((await redeem(viewer.cookie, '')).statusCode).toBe(400);
    expect((await call('POST', '/api/users/redeem', undefined, { code: 'X' })).statusCode).toBe(401);
    const plan = await createPlan(t, host.cookie, channelId, { name: 'Expiring' });
    const [expiring, second] = (
      await makeCodes(plan.id, { max_uses: 5, expires_at: new Date(Date.now() + 60_000).toISOString(), count: 2 })
    ).json().results;
    await t.database.handle.db
      .update(redeemCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(redeemCodes.id, expiring.id));
    expect((await redeem(viewer.cookie, expiring.code)).json().msg).toBe('REDEEM_CODE_EXPIRED');
    expect((await redeem(host.cookie, second.code)).json().msg).toBe('CANNOT_BUY_OWN_PLAN');
    expect((await redeem(viewer.cookie, second.code)).statusCode).toBe(201);
    const [third] = (await makeCodes(plan.id, { max_uses: 5, expires_at: null })).json().results;
    expect((await redeem(viewer.cookie, third.code)).json().msg).toBe('ALREADY_SUBSCRIBED');
  });
});
