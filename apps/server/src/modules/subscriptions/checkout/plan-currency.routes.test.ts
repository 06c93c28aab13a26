import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandin, type StripeStandin } from '../../../../test-support/payments/stripe-standin.js';
import { sandboxCheckoutSessions, sandboxPrices } from '../../../infra/payments/sandbox.table.js';
import { databaseKinds } from '../../../test/databases.js';
import { buyPlan, createPlan } from '../../../test/payments.js';
import { createTestApp, signedInUser, type TestApp } from '../../../test/test-app.js';
import { invoices } from '../subscriptions.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

/** A host's channel, published, on the given app. */
async function publishedChannel(t: TestApp): Promise<{ host: User; channelId: string }> {
  const host = await signedInUser(t.app, 'host');
  const channelId = (await t.app.inject({ method: 'GET', url: '/api/workspaces/mine', headers: { cookie: host.cookie } })).json().results[0]
    .id;
  await t.app.inject({ method: 'PUT', url: `/api/workspaces/${channelId}`, headers: { cookie: host.cookie }, payload: { publish: true } });
  return { host, channelId };
}

const invoicesOf = (t: TestApp, userId: string) => t.database.handle.db.select().from(invoices).where(eq(invoices.userId, userId));

describe.each(databaseKinds(import.meta.url))("a card checkout charges the plan's currency on %s", (kind) => {
  describe('through the sandbox', () => {
    let t: TestApp;
    let channel: { host: User; channelId: string };
    beforeAll(async () => {
      t = await createTestApp(kind);
      channel = await publishedChannel(t);
    });
    afterAll(() => t.close());

    it('charges HK$38.00 for an HKD plan: the hosted page, the session and the invoice are in HKD', async () => {
      const plan = await createPlan(t, channel.host.cookie, channel.channelId, { name: 'HK monthly', currency: 'hkd', unit_amount: 3800 });
      const buyer = await signedInUser(t.app);
      const sessionId = await buyPlan(t, buyer.cookie, plan.id);
      const [session] = await t.database.handle.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
      const [price] = await t.database.handle.db.select().from(sandboxPrices).where(eq(sandboxPrices.id, session!.priceId));
      expect(price).toMatchObject({ currency: 'hkd', unitAmount: 3800 });
      expect(await invoicesOf(t, buyer.user.id)).toEqual([expect.objectContaining({ amountPaid: 3800, currency: 'hkd', status: 'paid' })]);
      const page = (await t.app.inject({ method: 'GET', url: `/api/sandbox/checkout/${sessionId}` })).json();
      expect(page).toMatchObject({ amount: 3800, currency: 'hkd' });
    });

    it('still charges USD for a USD plan beside it', async () => {
      const plan = await createPlan(t, channel.host.cookie, channel.channelId, { name: 'US monthly', unit_amount: 1999 });
      const buyer = await signedInUser(t.app);
      await buyPlan(t, buyer.cookie, plan.id);
      expect(await invoicesOf(t, buyer.user.id)).toEqual([expect.objectContaining({ amountPaid: 1999, currency: 'usd' })]);
    });
  });

  describe('through Stripe (its local stand-in)', () => {
    let standin: StripeStandin;
    let t: TestApp;
    let channel: { host: User; channelId: string };
    beforeAll(async () => {
      standin = await startStripeStandin();
      t = await createTestApp(
        kind,
        {},
        { STRIPE_SECRET_KEY: standin.secretKey, STRIPE_WEBHOOK_SECRET: standin.webhookSecret, STRIPE_API_BASE_URL: standin.baseUrl },
      );
      channel = await publishedChannel(t);
    });
    afterAll(async () => {
      await t.close();
      await standin.close();
    });

    it('creates a lower-case hkd price at Stripe and records the HKD payment', async () => {
      const plan = await createPlan(t, channel.host.cookie, channel.channelId, {
        name: 'HK course',
        type: 'ONE_TIME',
        currency: 'hkd',
        unit_amount: 12_000,
      });
      const priceId = (await t.app.inject({ method: 'GET', url: `/api/plans/${plan.id}` })).json().stripe_plan_id;
      expect(standin.inspect(priceId)).toMatchObject({ currency: 'hkd', unit_amount: 12_000, type: 'one_time' });

      const buyer = await signedInUser(t.app);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/sessions',
        headers: { cookie: buyer.cookie },
        payload: { origin: 'http://app.test', stripe_code: plan.id, mode: 'payment' },
      });
      expect(created.statusCode).toBe(201);
      const sessionId = created.json().session_id as string;
      await standin.completeCheckout(sessionId);
      expect(standin.inspect(sessionId)).toMatchObject({ currency: 'hkd', amount_total: 12_000 });
      const status = await t.app.inject({ method: 'GET', url: `/api/checkout/sessions/${sessionId}`, headers: { cookie: buyer.cookie } });
      expect(status.json().status).toBe('complete');
      expect(await invoicesOf(t, buyer.user.id)).toEqual([
        expect.objectContaining({ amountPaid: 12_000, currency: 'hkd', status: 'paid' }),
      ]);
    });

    it('charges a recurring HKD plan in HKD from its first invoice', async () => {
      const plan = await createPlan(t, channel.host.cookie, channel.channelId, { name: 'HK monthly', currency: 'hkd', unit_amount: 3800 });
      const buyer = await signedInUser(t.app);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/sessions',
        headers: { cookie: buyer.cookie },
        payload: { origin: 'http://app.test', stripe_code: plan.id, mode: 'subscription' },
      });
      const sessionId = created.json().session_id as string;
      await standin.completeCheckout(sessionId);
      await t.app.inject({ method: 'GET', url: `/api/checkout/sessions/${sessionId}`, headers: { cookie: buyer.cookie } });
      expect(await invoicesOf(t, buyer.user.id)).toEqual([expect.objectContaining({ amountPaid: 3800, currency: 'hkd', status: 'paid' })]);
    });
  });
});
