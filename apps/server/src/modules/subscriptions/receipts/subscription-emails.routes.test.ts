import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases.js';
import { buyPlan, createPlan } from '../../../test/payments.js';
import { freshAddress, freshPhoneNumber } from '../../../test/phones.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, memoryMailer, signedInUser, type TestApp } from '../../../test/test-app.js';

describe.each(databaseKinds(import.meta.url))("the buyer's emails on %s", (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  let adminCookie: string;
  const mailer = memoryMailer();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object, remoteAddress?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload, remoteAddress });
  const mailTo = (email: string) => mailer.sent.filter((message) => message.to === email && !message.subject.startsWith('Welcome'));

  beforeAll(async () => {
    t = await createTestApp(kind, { mailer }, ADMIN_ENV);
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { name: 'Market Talk HK', publish: true });
  });
  afterAll(() => t.close());

  it('sends a receipt for a card payment, in both languages, and for a free trial start the date of the first payment', async () => {
    const plan = await createPlan(t, host.cookie, channelId, { name: 'Gold monthly', unit_amount: 1999 });
    const viewer = await signedInUser(t.app);
    await buyPlan(t, viewer.cookie, plan.id);
    await t.jobs.drain();
    const [receipt, ...more] = mailTo(viewer.email);
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe('Receipt: Gold monthly 收據：Gold monthly');
    expect(receipt!.text).toContain('Channel: Market Talk HK');
    expect(receipt!.text).toContain('Amount: US$19.99');
    expect(receipt!.text).toContain('by card');
    expect(receipt!.text).toContain('金額：US$19.99');
    expect(receipt!.text).toContain('/account/subscriptions');

    const trial = await createPlan(t, host.cookie, channelId, { name: 'Try it', trial_period: 7, unit_amount: 1250 });
    const trying = await signedInUser(t.app);
    const sessionId = await buyPlan(t, trying.cookie, trial.id);
    await t.jobs.drain();
    // No receipt (nothing was paid): the trial's notice, with the first payment's amount and day.
    const [notice, ...others] = mailTo(trying.email);
    expect(others).toEqual([]);
    expect(notice!.subject).toBe('Free trial started: Try it 免費試用已開始：Try it');
    const { trial_end } = (await call('GET', `/api/checkout/sessions/${sessionId}`, trying.cookie)).json();
    const day = new Intl.DateTimeFormat('en-HK', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: 'short', day: 'numeric' }).format(
      new Date(trial_end),
    );
    expect(Date.parse(trial_end) - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
    expect(notice!.text).toContain(`Your first payment of US$12.50 is on ${day} (Hong Kong time).`);
    expect(notice!.text).toContain('首次付款 US$12.50');
  });

  it('sends a receipt for a phone-bill payment in HKD', async () => {
    const plan = await createPlan(t, host.cookie, channelId, { name: 'By phone', dcb_price: 3800 });
    const viewer = await signedInUser(t.app);
    const ip = freshAddress();
    const phone = freshPhoneNumber();
    expect((await call('POST', '/api/dcb/otp/send', viewer.cookie, { phone_number: phone }, ip)).statusCode).toBe(200);
    const outbox = (await call('GET', '/api/admin/outbox?limit=50', adminCookie)).json();
    const sms = outbox.results.find((message: { to: string }) => message.to === `+852${phone}`);
    const otp = /verification code is (\d{6})/.exec(sms.text)![1]!;
    expect((await call('POST', '/api/dcb/verify', viewer.cookie, { phone_number: phone, otp }, ip)).statusCode).toBe(200);
    expect((await call('POST', '/api/dcb/charge', viewer.cookie, { phone_number: phone, otp, plan_id: plan.id }, ip)).statusCode).toBe(200);
    await t.jobs.drain();
    const [receipt] = mailTo(viewer.email);
    expect(receipt!.text).toContain('Amount: HK$38.00');
    expect(receipt!.text).toContain('by mobile phone bill');
    expect(receipt!.text).toContain('以電話賬單付款');
  });

  it("tells the buyer an admin's decision on a refund, and confirms a cancellation", async () => {
    const plan = await createPlan(t, host.cookie, channelId, { name: 'Silver', unit_amount: 999 });
    const refunded = await signedInUser(t.app);
    await buyPlan(t, refunded.cookie, plan.id);
    const [invoice] = (await call('GET', '/api/subscriptions', refunded.cookie)).json().results[0].invoices;
    await call('POST', `/api/invoices/${invoice.id}/refund-request`, refunded.cookie, {});
    const queue = (await call('GET', '/api/refund-requests?status=pending', adminCookie)).json().results;
    const request = queue.find((item: { invoice: { id: string } }) => item.invoice.id === invoice.id);
    expect((await call('PUT', `/api/refund-requests/${request.id}`, adminCookie, { status: 'approved' })).statusCode).toBe(200);
    await t.jobs.drain();
    const approved = mailTo(refunded.email).find((message) => message.subject.startsWith('Refund'))!;
    expect(approved.subject).toBe('Refund approved 退款已獲批准');
    expect(approved.text).toContain('Your refund of US$9.99 for Silver (Market Talk HK) was approved.');

    const leaving = await signedInUser(t.app);
    await buyPlan(t, leaving.cookie, plan.id);
    const [subscription] = (await call('GET', '/api/subscriptions', leaving.cookie)).json().results;
    expect((await call('DELETE', `/api/subscriptions/${subscription.id}`, leaving.cookie)).statusCode).toBe(200);
    await t.jobs.drain();
    const cancelled = mailTo(leaving.email).find((message) => message.subject.startsWith('Cancelled'))!;
    expect(cancelled.subject).toBe('Cancelled: Silver 已取消：Silver');
    expect(cancelled.text).toContain('You cancelled Silver of Market Talk HK.');
  });
});
