import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases.js';
import { buyPlan, createPlan } from '../../../test/payments.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../../test/test-app.js';

describe.each(databaseKinds(import.meta.url))('refund requests on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  let adminCookie: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

  /** A viewer who paid 19.99 for a recurring plan, with that payment's invoice id. */
  async function paidViewer(name: string) {
    const plan = await createPlan(t, host.cookie, channelId, { name });
    const viewer = await signedInUser(t.app);
    await buyPlan(t, viewer.cookie, plan.id);
    const subscription = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results[0];
    return { viewer, plan, subscription, invoiceId: subscription.invoices[0].id as string };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {}, ADMIN_ENV);
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true });
  });
  afterAll(() => t.close());

  it('lets a buyer request a refund once, and no one else', async () => {
    const { viewer, invoiceId } = await paidViewer('Refund once');
    const stranger = await signedInUser(t.app);
    expect((await call('POST', `/api/invoices/${invoiceId}/refund-request`, stranger.cookie, {})).statusCode).toBe(404);
    const requested = await call('POST', `/api/invoices/${invoiceId}/refund-request`, viewer.cookie, { reason: 'Bought by mistake' });
    expect(requested.statusCode).toBe(201);
    expect(requested.json()).toEqual({ msg: 'REFUND_REQUESTED' });
    expect((await call('POST', `/api/invoices/${invoiceId}/refund-request`, viewer.cookie, {})).json().msg).toBe(
      'REFUND_ALREADY_REQUESTED',
    );
    const listed = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results[0].invoices[0];
    expect(listed.refund_request).toEqual({ status: 'pending' });
  });

  it('refuses a refund of a zero invoice (a trial)', async () => {
    const plan = await createPlan(t, host.cookie, channelId, { name: 'Trial', trial_period: 3 });
    const viewer = await signedInUser(t.app);
    await buyPlan(t, viewer.cookie, plan.id);
    const invoice = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results[0].invoices[0];
    expect((await call('POST', `/api/invoices/${invoice.id}/refund-request`, viewer.cookie, {})).json().msg).toBe('INVOICE_NOT_REFUNDABLE');
  });

  it('shows the queue to admins only; approval refunds, ends access and takes the amount off the earnings', async () => {
    const { viewer, invoiceId } = await paidViewer('Approved');
    await call('POST', `/api/invoices/${invoiceId}/refund-request`, viewer.cookie, {});
    expect((await call('GET', '/api/refund-requests?status=pending', host.cookie)).statusCode).toBe(403);
    const queue = (await call('GET', '/api/refund-requests?status=pending', adminCookie)).json();
    const request = queue.results.find((item: { invoice: { id: string } }) => item.invoice.id === invoiceId);
    expect(request).toMatchObject({
      status: 'pending',
      plan_name: 'Approved',
      invoice: { amount_paid: 1999 },
      user: { email: viewer.email },
    });

    expect((await call('PUT', `/api/refund-requests/${request.id}`, viewer.cookie, { status: 'approved' })).statusCode).toBe(403);
    const approved = await call('PUT', `/api/refund-requests/${request.id}`, adminCookie, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    expect((await call('PUT', `/api/refund-requests/${request.id}`, adminCookie, { status: 'rejected' })).json().msg).toBe(
      'REFUND_ALREADY_DECIDED',
    );

    const subscription = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results[0];
    expect(subscription.status).toBe('refunded');
    expect(subscription.invoices[0].status).toBe('refunded');
    const months = (await call('GET', `/api/invoices?workspace_id=${channelId}`, host.cookie)).json().results;
    const line = months
      .flatMap((month: { invoices: { id: string; status: string }[] }) => month.invoices)
      .find((item: { id: string }) => item.id === invoiceId);
    expect(line.status).toBe('refunded');
  });

  it('leaves the payment alone when the request is rejected', async () => {
    const { viewer, invoiceId } = await paidViewer('Rejected');
    await call('POST', `/api/invoices/${invoiceId}/refund-request`, viewer.cookie, {});
    const queue = (await call('GET', '/api/refund-requests', adminCookie)).json();
    const request = queue.results.find((item: { invoice: { id: string } }) => item.invoice.id === invoiceId);
    expect((await call('PUT', `/api/refund-requests/${request.id}`, adminCookie, { status: 'rejected' })).json().status).toBe('rejected');
    const subscription = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results[0];
    expect(subscription).toMatchObject({ status: 'active', invoices: [{ status: 'paid', refund_request: { status: 'rejected' } }] });
  });
});
