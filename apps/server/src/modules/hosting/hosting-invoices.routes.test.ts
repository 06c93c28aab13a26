import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckoutSessions, sandboxSubscriptions } from '../../infra/payments/sandbox.table.js';
import { startStripeStandin, type SignedEvent, type StripeStandin } from '../../../test-support/payments/stripe-standin.js';
import { databaseKinds } from '../../test/databases.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, memoryMailer, signedInUser, type TestApp } from '../../test/test-app.js';
import { createHostingRepository } from './hosting.repository.js';
import { hostingSubscriptions } from './hosting.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
type Invoice = {
  id: string;
  created: string;
  plan_key: string;
  amount: number;
  currency: string;
  status: string;
  receipt_url: string | null;
};

const call = (t: TestApp, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

/** GET /api/hosting/invoices as `cookie`, answering the page; `query` as in the address. */
const invoicesPage = async (t: TestApp, cookie: string, query = '') => {
  const response = await call(t, 'GET', `/api/hosting/invoices${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { results: Invoice[]; _total_count: number; _limit: number };
};
const invoicesOf = async (t: TestApp, cookie: string) => (await invoicesPage(t, cookie)).results;
/** What a host reads on each line, newest first, without the ids and dates. */
const linesOf = async (t: TestApp, cookie: string) =>
  (await invoicesOf(t, cookie)).map(({ plan_key, amount, currency, status }) => ({ plan_key, amount, currency, status }));

describe.each(databaseKinds(import.meta.url))('hosting-fee invoices with the sandbox provider on %s', (kind) => {
  let t: TestApp;
  let adminCookie: string;
  const mailer = memoryMailer();
  /** The receipts the host was sent, as subject lines. */
  const receiptsTo = (host: User) =>
    mailer.sent.filter((message) => message.to === host.email && message.subject.startsWith('Receipt')).map((message) => message.subject);

  beforeAll(async () => {
    t = await createTestApp(kind, { mailer }, ADMIN_ENV);
    adminCookie = await logInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  const priceOf = async (host: User, key: string) =>
    (await call(t, 'GET', '/api/hosting-plans', host.cookie)).json().results.find((plan: { key: string }) => plan.key === key)
      .price_id as string;

  /** A hosting plan bought with a payment method the browser collected (spec 001 §7); answers the provider's subscription id. */
  const subscribeDirectly = async (host: User, planKey: string) => {
    const response = await call(t, 'POST', '/api/stripe/subscriptions/host', host.cookie, {
      priceId: await priceOf(host, planKey),
      paymentMethodId: 'pm_card_visa',
    });
    expect(response.statusCode).toBe(201);
    const [local] = await t.database.handle.db.select().from(hostingSubscriptions).where(eq(hostingSubscriptions.id, response.json().id));
    return { remoteId: local!.providerRef };
  };

  /** A hosting plan bought on the sandbox's hosted page, back on the dashboard; answers the provider's subscription id. */
  const buyOnHostedPage = async (host: User, planKey: string) => {
    const created = await call(t, 'POST', '/api/hosting/checkout', host.cookie, { plan_key: planKey });
    expect(created.statusCode).toBe(201);
    const sessionId = created.json().session_id as string;
    const paid = await call(t, 'POST', `/api/sandbox/checkout/${sessionId}/pay`, undefined, {
      card_number: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/hosting/checkout/${sessionId}`, host.cookie)).json().status).toBe('complete');
    const [session] = await t.database.handle.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    return { sessionId, remoteId: session!.subscriptionId! };
  };

  /** The period ended a minute ago at the provider, and its billing clock ticks: the renewal's events are processed. */
  const renew = async (remoteId: string, card?: string) => {
    await t.database.handle.db
      .update(sandboxSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000), ...(card ? { card } : {}) })
      .where(eq(sandboxSubscriptions.id, remoteId));
    t.jobs.tick();
    await t.jobs.drain();
  };

  it('answers an empty page for a host who never paid a hosting fee', async () => {
    const host = await signedInUser(t.app, 'host');
    expect(await invoicesPage(t, host.cookie)).toEqual({ results: [], _total_count: 0, _limit: 20 });
  });

  it('lists a plan bought on the hosted page once, in cents, however often the buyer comes back and the events arrive', async () => {
    const host = await signedInUser(t.app, 'host');
    const { sessionId } = await buyOnHostedPage(host, 'starter');
    // Back on the dashboard, before the provider's events are processed, the payment is already listed.
    expect(await linesOf(t, host.cookie)).toEqual([{ plan_key: 'starter', amount: 2900, currency: 'usd', status: 'paid' }]);
    await call(t, 'GET', `/api/hosting/checkout/${sessionId}`, host.cookie);
    await t.jobs.drain();
    const [invoice, ...others] = await invoicesOf(t, host.cookie);
    expect(others).toEqual([]);
    expect(invoice).toEqual({
      id: expect.any(String),
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      plan_key: 'starter',
      amount: 2900,
      currency: 'usd',
      status: 'paid',
      receipt_url: null,
    });
    expect(Math.abs(Date.parse(invoice!.created) - Date.now())).toBeLessThan(60_000);
    // One receipt, in both languages, however often the payment was reported.
    expect(receiptsTo(host)).toEqual(['Receipt: Starter hosting plan 收據：入門計劃']);
    const receipt = mailer.sent.find((message) => message.to === host.email && message.subject.startsWith('Receipt'))!;
    expect(receipt.text).toContain('Amount: US$29.00');
    expect(receipt.text).toContain('金額：US$29.00');
    expect(receipt.text).toMatch(/\/channel\/dashboard$/m);
  });

  it('adds each renewal of a plan bought directly, newest first, and pages them', async () => {
    const host = await signedInUser(t.app, 'host');
    const { remoteId } = await subscribeDirectly(host, 'professional');
    expect(await linesOf(t, host.cookie)).toEqual([{ plan_key: 'professional', amount: 9900, currency: 'usd', status: 'paid' }]);

    await renew(remoteId);
    await renew(remoteId);
    const invoices = await invoicesOf(t, host.cookie);
    expect(invoices.map((invoice) => [invoice.amount, invoice.status])).toEqual([
      [9900, 'paid'],
      [9900, 'paid'],
      [9900, 'paid'],
    ]);
    const created = invoices.map((invoice) => Date.parse(invoice.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const firstPage = await invoicesPage(t, host.cookie, '?limit=2');
    expect(firstPage).toMatchObject({ _total_count: 3, _limit: 2 });
    expect(firstPage.results.map((invoice) => invoice.id)).toEqual(invoices.slice(0, 2).map((invoice) => invoice.id));
    const lastPage = await invoicesPage(t, host.cookie, '?limit=2&offset=2');
    expect(lastPage.results.map((invoice) => invoice.id)).toEqual([invoices[2]!.id]);
    await t.jobs.drain();
    expect(receiptsTo(host)).toHaveLength(3);
  });

  it('lists a renewal the card refused as failed, with the amount it asked for', async () => {
    const host = await signedInUser(t.app, 'host');
    const { remoteId } = await buyOnHostedPage(host, 'starter');
    await renew(remoteId, '4000000000000002');
    expect(await linesOf(t, host.cookie)).toEqual([
      { plan_key: 'starter', amount: 2900, currency: 'usd', status: 'failed' },
      { plan_key: 'starter', amount: 2900, currency: 'usd', status: 'paid' },
    ]);
    // The refused renewal ended the plan, as any unpaid hosting subscription ends.
    expect((await call(t, 'GET', '/api/hosting-plans/mine', host.cookie)).json().subscription).toBeNull();
    await t.jobs.drain();
    expect(receiptsTo(host)).toEqual(['Receipt: Starter hosting plan 收據：入門計劃']);
  });

  it('keeps both plans of a change on the list, and a second change paid in another tab as refunded', async () => {
    const host = await signedInUser(t.app, 'host');
    await buyOnHostedPage(host, 'starter');
    const first = (await call(t, 'POST', '/api/hosting/checkout', host.cookie, { plan_key: 'professional' })).json().session_id;
    const second = (await call(t, 'POST', '/api/hosting/checkout', host.cookie, { plan_key: 'professional' })).json().session_id;
    for (const sessionId of [first, second]) {
      await call(t, 'POST', `/api/sandbox/checkout/${sessionId}/pay`, undefined, {
        card_number: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
      });
    }
    await call(t, 'GET', `/api/hosting/checkout/${first}`, host.cookie);
    await call(t, 'GET', `/api/hosting/checkout/${second}`, host.cookie);
    await t.jobs.drain();
    expect(await linesOf(t, host.cookie)).toEqual([
      { plan_key: 'professional', amount: 9900, currency: 'usd', status: 'refunded' },
      { plan_key: 'professional', amount: 9900, currency: 'usd', status: 'paid' },
      { plan_key: 'starter', amount: 2900, currency: 'usd', status: 'paid' },
    ]);
    // No receipt for the payment given back.
    expect(receiptsTo(host).sort()).toEqual([
      'Receipt: Professional hosting plan 收據：專業計劃',
      'Receipt: Starter hosting plan 收據：入門計劃',
    ]);
  });

  it("shows a host their own invoices only, and refuses to name another host's", async () => {
    const host = await signedInUser(t.app, 'host');
    await subscribeDirectly(host, 'starter');
    const other = await signedInUser(t.app, 'host');
    await subscribeDirectly(other, 'professional');
    expect((await linesOf(t, host.cookie)).map((line) => line.plan_key)).toEqual(['starter']);
    expect((await linesOf(t, other.cookie)).map((line) => line.plan_key)).toEqual(['professional']);

    const named = await call(t, 'GET', `/api/hosting/invoices?user_id=${host.user.id}`, other.cookie);
    expect(named.statusCode).toBe(403);
    expect(named.json().msg).toBe('FORBIDDEN');
    expect((await invoicesPage(t, host.cookie, `?user_id=${host.user.id}`)).results).toHaveLength(1);
  });

  it("lets an admin read any host's invoices by naming the host", async () => {
    const host = await signedInUser(t.app, 'host');
    await subscribeDirectly(host, 'starter');
    expect((await linesOf(t, host.cookie)).length).toBe(1);
    const read = await invoicesPage(t, adminCookie, `?user_id=${host.user.id}`);
    expect(read.results).toEqual(await invoicesOf(t, host.cookie));
    expect((await invoicesPage(t, adminCookie)).results).toEqual([]);
  });

  it('never moves a recorded invoice back to an earlier status when an older read of the provider is written late', async () => {
    const host = await signedInUser(t.app, 'host');
    const repository = createHostingRepository(t.database.handle.db);
    const invoice = {
      userId: host.user.id,
      subscriptionId: null,
      planKey: 'starter',
      amount: 2900,
      currency: 'usd',
      provider: 'sandbox',
      providerRef: `in_late_${host.user.id}`,
      createdAt: new Date(),
    };
    const statusAndPage = async () => (await invoicesOf(t, host.cookie)).map(({ status, receipt_url }) => [status, receipt_url]);
    await repository.saveInvoice({ ...invoice, status: 'failed', receiptUrl: null });
    await repository.saveInvoice({ ...invoice, status: 'paid', receiptUrl: 'https://pay.example/i/1' });
    expect(await statusAndPage()).toEqual([['paid', 'https://pay.example/i/1']]);
    await repository.saveInvoice({ ...invoice, status: 'failed', receiptUrl: null });
    expect(await statusAndPage()).toEqual([['paid', 'https://pay.example/i/1']]);
    await repository.saveInvoice({ ...invoice, status: 'refunded', receiptUrl: null });
    await repository.saveInvoice({ ...invoice, status: 'paid', receiptUrl: null });
    expect(await statusAndPage()).toEqual([['refunded', 'https://pay.example/i/1']]);
  });

  it('refuses guests and a malformed host id', async () => {
    const guest = await call(t, 'GET', '/api/hosting/invoices');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().msg).toBe('NOT_LOGGED_IN');
    const host = await signedInUser(t.app, 'host');
    expect((await call(t, 'GET', '/api/hosting/invoices?user_id=nope', host.cookie)).statusCode).toBe(400);
  });
});

describe.each(databaseKinds(import.meta.url))('hosting-fee invoices with Stripe on %s', (kind) => {
  let standin: StripeStandin;
  let t: TestApp;

  beforeAll(async () => {
    standin = await startStripeStandin();
    t = await createTestApp(
      kind,
      {},
      { STRIPE_SECRET_KEY: standin.secretKey, STRIPE_WEBHOOK_SECRET: standin.webhookSecret, STRIPE_API_BASE_URL: standin.baseUrl },
    );
  });
  afterAll(async () => {
    await t.close();
    await standin.close();
  });

  const deliver = async (events: SignedEvent[]) => {
    for (const event of events) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.body,
      });
      expect(response.statusCode).toBe(200);
    }
    await t.jobs.drain();
  };

  it("records the checkout's invoice and each renewal from signed webhooks, with Stripe's invoice page", async () => {
    const host = await signedInUser(t.app, 'host');
    const created = await call(t, 'POST', '/api/hosting/checkout', host.cookie, { plan_key: 'starter' });
    expect(created.statusCode).toBe(201);
    const checkoutEvents = await standin.completeCheckout(created.json().session_id);
    expect(checkoutEvents.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    // The host never comes back, and the invoice's events come first (Stripe keeps no order): the checkout's event,
    // processed last, records the plan and its first invoice.
    for (const event of [...checkoutEvents].reverse()) await deliver([event]);
    const [first] = await invoicesOf(t, host.cookie);
    expect(first).toMatchObject({ plan_key: 'starter', amount: 2900, currency: 'usd', status: 'paid' });
    expect(first!.receipt_url).toMatch(new RegExp(`^${standin.baseUrl}/i/in_`));

    const subscriptionId = (standin.inspect(JSON.parse(checkoutEvents[0]!.body.toString()).data.object.id) as { subscription: string })
      .subscription;
    // Each event of a renewal records it on its own: the invoice's (paid or refused), or the subscription's update,
    // whose latest invoice it is. Delivered again, in any order, they change nothing.
    const lines = async () => (await invoicesOf(t, host.cookie)).map(({ amount, status }) => `${amount} ${status}`).sort();
    const [paid, paidUpdate] = standin.renewSubscription(subscriptionId);
    await deliver([paid!]);
    expect(await lines()).toEqual(['2900 paid', '2900 paid']);
    const [refused, refusedUpdate] = standin.renewSubscription(subscriptionId, { decline: true });
    await deliver([refused!]);
    expect(await lines()).toEqual(['2900 failed', '2900 paid', '2900 paid']);
    const [, retriedUpdate] = standin.renewSubscription(subscriptionId);
    await deliver([retriedUpdate!]);
    expect(await lines()).toEqual(['2900 failed', '2900 paid', '2900 paid', '2900 paid']);
    await deliver([retriedUpdate!, refused!, paidUpdate!, refusedUpdate!, paid!]);
    const invoices = await invoicesOf(t, host.cookie);
    expect(invoices.map(({ amount, status }) => `${amount} ${status}`).sort()).toEqual([
      '2900 failed',
      '2900 paid',
      '2900 paid',
      '2900 paid',
    ]);
    expect(new Set(invoices.map((invoice) => invoice.receipt_url)).size).toBe(4);
    // A refused renewal leaves the plan while Stripe retries (past due); the paid one after it keeps it.
    expect((await call(t, 'GET', '/api/hosting-plans/mine', host.cookie)).json().subscription).toMatchObject({ plan_key: 'starter' });
  });
});
