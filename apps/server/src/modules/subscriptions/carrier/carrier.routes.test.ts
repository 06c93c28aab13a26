import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierGatewayError, type CarrierGateway } from '../../../infra/carrier-billing/carrier-gateway.js';
import { databaseKinds } from '../../../test/databases.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../../test/test-app.js';
import { freshAddress, freshPhoneNumber } from '../../../test/phones.js';
import { carrierOtps, invoices, subscriptions } from '../subscriptions.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databaseKinds(import.meta.url))('carrier billing on %s', (kind) => {
  let t: TestApp;
  let host: User;
  let channelId: string;
  let adminCookie: string;
  /** The next carrier charges bill the phone but lose the answer, as a timeout would. */
  let lostChargeAnswers = 0;
  /** What the carrier was asked to give back. */
  const carrierRefunds: { chargeId: string; key: string }[] = [];

  const call = (method: Method, url: string, cookie?: string, payload?: object, remoteAddress?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload, remoteAddress });

  const buyer = async () => ({ ...(await signedInUser(t.app)), ip: freshAddress() });
  type Buyer = Awaited<ReturnType<typeof buyer>>;

  const send = (who: Buyer, phone: string) => call('POST', '/api/dcb/otp/send', who.cookie, { phone_number: phone }, who.ip);
  const verify = (who: Buyer, phone: string, otp: string) =>
    call('POST', '/api/dcb/verify', who.cookie, { phone_number: phone, otp }, who.ip);
  const charge = (who: Buyer, phone: string, otp: string, planId: string) =>
    call('POST', '/api/dcb/charge', who.cookie, { phone_number: phone, otp, plan_id: planId }, who.ip);

  /** The code as the phone received it: the sandbox texts into the outbox that admins read. */
  const codeSentTo = async (phone: string): Promise<string> => {
    const outbox = (await call('GET', '/api/admin/outbox?limit=50', adminCookie)).json();
    const sms = outbox.results.find(
      (message: { channel: string; to: string }) => message.channel === 'sms' && message.to === `+852${phone}`,
    );
    const code = /verification code is (\d{6})/.exec(sms?.text ?? '')?.[1];
    if (!code) throw new Error(`no code was texted to ${phone}`);
    return code;
  };

  /** Sends a code to a fresh number and verifies it. */
  const verifiedCode = async (who: Buyer, phone = freshPhoneNumber()) => {
    expect((await send(who, phone)).statusCode).toBe(200);
    const otp = await codeSentTo(phone);
    expect((await verify(who, phone, otp)).json()).toEqual({ msg: 'OTP_VERIFIED' });
    return { phone, otp };
  };

  const createPlan = async (extra: object = {}) => {
    const response = await call('POST', '/api/products', host.cookie, {
      workspace_id: channelId,
      name: 'Carrier plan',
      description: 'Paid on the phone bill',
      type: 'RECURRING',
      unit_amount: 1999,
      interval_count: 1,
      trial_period: 0,
      dcb_price: 3800,
      ...extra,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; name: string };
  };

  const rowsOf = async (userId: string) => {
    const db = t.database.handle.db;
    return {
      subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
      invoices: await db.select().from(invoices).where(eq(invoices.userId, userId)),
      otps: await db.select().from(carrierOtps).where(eq(carrierOtps.userId, userId)),
    };
  };

  beforeAll(async () => {
    const wrap = (gateway: CarrierGateway): CarrierGateway => ({
      ...gateway,
      name: gateway.name,
      charge: async (request) => {
        const result = await gateway.charge(request);
        if (lostChargeAnswers > 0) {
          lostChargeAnswers -= 1;
          throw new CarrierGatewayError('the carrier gateway did not answer in time');
        }
        return result;
      },
      refund: async (chargeId, key) => {
        carrierRefunds.push({ chargeId, key });
        return gateway.refund(chargeId, key);
      },
    });
    t = await createTestApp(kind, { wrapCarrierGateway: wrap }, ADMIN_ENV);
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('texts a code, verifies it and bills the plan to the phone: an active DCB subscription with an HKD invoice', async () => {
    const plan = await createPlan({ name: 'Monthly by phone', interval_count: 1 });
    const viewer = await buyer();
    const phone = freshPhoneNumber();
    const sent = await send(viewer, phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ msg: 'OTP_SENT', resend_after_seconds: 60 });
    const otp = await codeSentTo(phone);
    expect((await verify(viewer, phone, otp)).json()).toEqual({ msg: 'OTP_VERIFIED' });

    const charged = await charge(viewer, phone, otp, plan.id);
    expect(charged.statusCode).toBe(200);
    const { subscription_id } = charged.json();

    const list = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: subscription_id, type: 'DCB', status: 'active', plan: { id: plan.id, dcb_price: 3800 } });
    expect(list[0].invoices).toEqual([expect.objectContaining({ amount_paid: 3800, currency: 'hkd', status: 'paid' })]);
    const days = (new Date(list[0].current_period_end).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const rows = await rowsOf(viewer.user.id);
    expect(rows.subscriptions[0]).toMatchObject({ source: 'carrier', phoneNumber: phone });
    expect(rows.invoices[0]).toMatchObject({
      source: 'carrier',
      providerRef: rows.subscriptions[0]!.providerRef,
      paymentRef: rows.subscriptions[0]!.providerRef,
    });
    expect(rows.otps[0]!.consumedAt).not.toBeNull();
    expect((await call('GET', `/api/subscriptions?plan=${plan.id}&count=1`, viewer.cookie)).json()).toEqual({ count: 1 });
  });

  it('makes a phone-bill buyer a follower of the channel, as a card checkout does', async () => {
    const plan = await createPlan({ name: 'Followed by phone' });
    const viewer = await buyer();
    const followersBefore = (await call('GET', `/api/workspaces/${channelId}`, viewer.cookie)).json().follower_count;
    const { phone, otp } = await verifiedCode(viewer);
    expect((await charge(viewer, phone, otp, plan.id)).statusCode).toBe(200);

    const channel = (await call('GET', `/api/workspaces/${channelId}`, viewer.cookie)).json();
    expect(channel).toMatchObject({ my_role: 'viewer', follower_count: followersBefore + 1 });
  });

  it('keeps a one-time plan bought by phone without an end', async () => {
    const plan = await createPlan({ name: 'Lifetime by phone', type: 'ONE_TIME', dcb_price: 12000 });
    const viewer = await buyer();
    const { phone, otp } = await verifiedCode(viewer);
    expect((await charge(viewer, phone, otp, plan.id)).statusCode).toBe(200);
    const [subscription] = (await rowsOf(viewer.user.id)).subscriptions;
    expect(subscription).toMatchObject({ type: 'DCB', status: 'active', accessUntil: null });
    expect((await rowsOf(viewer.user.id)).invoices[0]).toMatchObject({ amountPaid: 12000, currency: 'hkd' });
  });

  it('answers a wrong code as incorrect and counts it; after five tries the code is dead', async () => {
    const viewer = await buyer();
    const phone = freshPhoneNumber();
    await send(viewer, phone);
    const otp = await codeSentTo(phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    const first = await verify(viewer, phone, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().msg).toBe('INCORRECT_VERIFICATION_CODE');
    expect((await rowsOf(viewer.user.id)).otps[0]!.attempts).toBe(1);
    for (let attempt = 2; attempt <= 5; attempt += 1)
      expect((await verify(viewer, phone, wrong)).json().msg).toBe('INCORRECT_VERIFICATION_CODE');
    const late = await verify(viewer, phone, otp);
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('INVALID_VERIFICATION_CODE');
  });

  it('refuses one account a second code to the same phone within the resend window; another account is not held back', async () => {
    const viewer = await buyer();
    const phone = freshPhoneNumber();
    expect((await send(viewer, phone)).statusCode).toBe(200);
    const again = await send(viewer, phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toBe('OTP_SENT_ALREADY');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(await buyer(), phone)).statusCode).toBe(200);
    expect((await rowsOf(viewer.user.id)).otps).toHaveLength(1);
  });

  it('refuses a number no carrier knows, sends nothing and does not hold the number back', async () => {
    const viewer = await buyer();
    const phone = freshPhoneNumber('2');
    const refused = await send(viewer, phone);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('PHONE_NOT_REGISTERED');
    expect((await send(viewer, phone)).json().msg).toBe('PHONE_NOT_REGISTERED');
    expect((await rowsOf(viewer.user.id)).otps).toHaveLength(0);
    await expect(codeSentTo(phone)).rejects.toThrow();
  });

  it('takes a number written with spaces, a hyphen or +852 as its 8 digits, at every step', async () => {
    const plan = await createPlan({ name: 'Phone written as shown', interval_count: 1 });
    const viewer = await buyer();
    const phone = freshPhoneNumber();
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4)}`;
    expect((await send(viewer, `+852 ${spaced}`)).json().msg).toBe('OTP_SENT');
    const otp = await codeSentTo(phone);
    expect((await verify(viewer, spaced, otp)).json()).toEqual({ msg: 'OTP_VERIFIED' });
    expect((await charge(viewer, `${phone.slice(0, 4)}-${phone.slice(4)}`, otp, plan.id)).statusCode).toBe(200);
    expect((await rowsOf(viewer.user.id)).subscriptions[0]).toMatchObject({ phoneNumber: phone });
  });

  it.each(['1234567', '123456789', '9123456a', '', '+86 91234567', '+852 1234567'])(
    'refuses the phone number %j as invalid',
    async (phone) => {
      const viewer = await buyer();
      const response = await send(viewer, phone);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('VALIDATION_ERROR');
      expect(response.json().details).toContainEqual({ path: 'phone_number', message: 'invalid_phone' });
    },
  );

  it('refuses a code that is not 6 digits before looking it up', async () => {
    const viewer = await buyer();
    const response = await verify(viewer, freshPhoneNumber(), '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: 'VALIDATION_ERROR', details: [{ path: 'otp', message: 'invalid_otp' }] });
  });

  it('refuses an expired code, at verification and at the charge', async () => {
    const plan = await createPlan({ name: 'Expiry plan' });
    const viewer = await buyer();
    const phone = freshPhoneNumber();
    await send(viewer, phone);
    const otp = await codeSentTo(phone);
    const db = t.database.handle.db;
    await db
      .update(carrierOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(carrierOtps.userId, viewer.user.id));
    expect((await verify(viewer, phone, otp)).json().msg).toBe('INVALID_VERIFICATION_CODE');

    const other = await buyer();
    const verified = await verifiedCode(other);
    await db
      .update(carrierOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(carrierOtps.userId, other.user.id));
    const late = await charge(other, verified.phone, verified.otp, plan.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('INVALID_VERIFICATION_CODE');
    expect((await rowsOf(other.user.id)).subscriptions).toHaveLength(0);
  });

  it('refuses a charge with a code that was never verified, or with another code', async () => {
    const plan = await createPlan({ name: 'Unverified plan' });
    const viewer = await buyer();
    const phone = freshPhoneNumber();
    await send(viewer, phone);
    const otp = await codeSentTo(phone);
    expect((await charge(viewer, phone, otp, plan.id)).json().msg).toBe('INVALID_VERIFICATION_CODE');
    await verify(viewer, phone, otp);
    const wrong = otp === '000000' ? '111111' : '000000';
    expect((await charge(viewer, phone, wrong, plan.id)).json().msg).toBe('INVALID_VERIFICATION_CODE');
    expect((await rowsOf(viewer.user.id)).subscriptions).toHaveLength(0);
  });

  it("does not let a code verified by one account pay for another's purchase", async () => {
    const plan = await createPlan({ name: 'Other account plan' });
    const owner = await buyer();
    const { phone, otp } = await verifiedCode(owner);
    const stranger = await buyer();
    expect((await charge(stranger, phone, otp, plan.id)).json().msg).toBe('INVALID_VERIFICATION_CODE');
    expect((await rowsOf(stranger.user.id)).subscriptions).toHaveLength(0);
  });

  it('uses a code for one purchase only', async () => {
    const first = await createPlan({ name: 'First plan' });
    const second = await createPlan({ name: 'Second plan' });
    const viewer = await buyer();
    const { phone, otp } = await verifiedCode(viewer);
    expect((await charge(viewer, phone, otp, first.id)).statusCode).toBe(200);
    const reused = await charge(viewer, phone, otp, second.id);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().msg).toBe('INVALID_VERIFICATION_CODE');
    expect((await rowsOf(viewer.user.id)).subscriptions).toHaveLength(1);
  });

  it('makes one subscription of two charges racing with one code', async () => {
    const first = await createPlan({ name: 'Race plan A' });
    const second = await createPlan({ name: 'Race plan B' });
    const viewer = await buyer();
    const { phone, otp } = await verifiedCode(viewer);
    const answers = await Promise.all([charge(viewer, phone, otp, first.id), charge(viewer, phone, otp, second.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const rows = await rowsOf(viewer.user.id);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.invoices).toHaveLength(1);
  });

  it('refuses a plan without a carrier price, and the code stays good for one that has one', async () => {
    const unpriced = await createPlan({ name: 'Card only', dcb_price: null });
    const priced = await createPlan({ name: 'Priced' });
    const viewer = await buyer();
    const { phone, otp } = await verifiedCode(viewer);
    const refused = await charge(viewer, phone, otp, unpriced.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('NO_CARRIER_PRICE');
    expect((await charge(viewer, phone, otp, priced.id)).statusCode).toBe(200);
  });

  it('refuses the host their own plan, a plan off sale, one already held and an unknown one', async () => {
    const plan = await createPlan({ name: 'Host plan' });
    const hostBuyer = { ...host, ip: freshAddress() };
    const own = await verifiedCode(hostBuyer);
    const refused = await charge(hostBuyer, own.phone, own.otp, plan.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('CANNOT_BUY_OWN_PLAN');

    const viewer = await buyer();
    const { phone, otp } = await verifiedCode(viewer);
    const off = await createPlan({ name: 'Off sale' });
    expect((await call('PUT', `/api/plans/${off.id}`, host.cookie, { status: false })).statusCode).toBe(200);
    expect((await charge(viewer, phone, otp, off.id)).json().msg).toBe('PLAN_DISABLED');
    expect((await charge(viewer, phone, otp, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await charge(viewer, phone, otp, plan.id)).statusCode).toBe(200);
    const second = await verifiedCode(viewer);
    const held = await charge(viewer, second.phone, second.otp, plan.id);
    expect(held.statusCode).toBe(409);
    expect(held.json().msg).toBe('ALREADY_SUBSCRIBED');
  });

  it('sells the plan again once the paid month has run out', async () => {
    const plan = await createPlan({ name: 'Renewed by hand' });
    const viewer = await buyer();
    const first = await verifiedCode(viewer);
    expect((await charge(viewer, first.phone, first.otp, plan.id)).statusCode).toBe(200);
    const lapsedAt = new Date(Date.now() - 1000);
    await t.database.handle.db.update(subscriptions).set({ accessUntil: lapsedAt }).where(eq(subscriptions.userId, viewer.user.id));
    const second = await verifiedCode(viewer);
    expect((await charge(viewer, second.phone, second.otp, plan.id)).statusCode).toBe(200);
    const rows = await rowsOf(viewer.user.id);
    expect(rows.subscriptions.map((row) => row.status).sort()).toEqual(['active', 'canceled']);
    expect(rows.subscriptions.find((row) => row.status === 'canceled')!.canceledAt).toEqual(lapsedAt);
    expect(rows.invoices).toHaveLength(2);
  });

  it('answers a refused charge with 402 and records nothing', async () => {
    const plan = await createPlan({ name: 'Refused plan' });
    const viewer = await buyer();
    const { phone, otp } = await verifiedCode(viewer, freshPhoneNumber('4000'));
    const refused = await charge(viewer, phone, otp, plan.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().msg).toBe('CARRIER_CHARGE_FAILED');
    const rows = await rowsOf(viewer.user.id);
    expect(rows.subscriptions).toHaveLength(0);
    expect(rows.invoices).toHaveLength(0);
  });

  it('lets the buyer retry a charge whose answer was lost, and bills the phone once', async () => {
    const plan = await createPlan({ name: 'Lost answer plan' });
    const viewer = await buyer();
    const { phone, otp } = await verifiedCode(viewer);
    lostChargeAnswers = 1;
    const lost = await charge(viewer, phone, otp, plan.id);
    expect(lost.statusCode).toBe(502);
    expect(lost.json().msg).toBe('CARRIER_CHARGE_UNCONFIRMED');
    expect((await charge(viewer, phone, otp, plan.id)).statusCode).toBe(200);
    const rows = await rowsOf(viewer.user.id);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.invoices).toHaveLength(1);
  });

  it('gives a phone-bill payment back through the carrier when an admin approves its refund', async () => {
    const plan = await createPlan({ name: 'Refunded by phone' });
    const viewer = await buyer();
    const { phone, otp } = await verifiedCode(viewer);
    expect((await charge(viewer, phone, otp, plan.id)).statusCode).toBe(200);
    const [invoice] = (await rowsOf(viewer.user.id)).invoices;
    expect((await call('POST', `/api/invoices/${invoice!.id}/refund-request`, viewer.cookie, {})).statusCode).toBeLessThan(300);
    const queue = (await call('GET', '/api/refund-requests?status=pending', adminCookie)).json();
    const request = queue.results.find((entry: { invoice: { id: string } }) => entry.invoice.id === invoice!.id);
    expect((await call('PUT', `/api/refund-requests/${request.id}`, adminCookie, { status: 'approved' })).statusCode).toBe(200);
    expect(carrierRefunds.at(-1)?.chargeId).toBe(invoice!.paymentRef);
    const rows = await rowsOf(viewer.user.id);
    expect(rows.subscriptions[0]!.status).toBe('refunded');
    expect(rows.invoices[0]!.status).toBe('refunded');
  });

  it('asks guests to sign in', async () => {
    const phone = freshPhoneNumber();
    for (const [url, payload] of [
      ['/api/dcb/otp/send', { phone_number: phone }],
      ['/api/dcb/verify', { phone_number: phone, otp: '123456' }],
      ['/api/dcb/charge', { phone_number: phone, otp: '123456', plan_id: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      const response = await call('POST', url, undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().msg).toBe('NOT_LOGGED_IN');
    }
  });

  it('stores only a hash of the code', async () => {
    const viewer = await buyer();
    const phone = freshPhoneNumber();
    await send(viewer, phone);
    const otp = await codeSentTo(phone);
    const [row] = (await rowsOf(viewer.user.id)).otps;
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(otp);
    for (const value of Object.values(row!)) expect(String(value)).not.toBe(otp);
  });
});

describe.each(databaseKinds(import.meta.url))('carrier billing limits on %s', (kind) => {
  let t: TestApp;
  const hour = 60 * 60 * 1000;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      carrierLimits: {
        // No resend window here, so the hourly limits can be reached in a test.
        resendWindowMs: 0,
        sendsPerPhone: { max: 2, windowMs: hour },
        sendsPerIp: { max: 3, windowMs: hour },
        verifiesPerIp: { max: 2, windowMs: hour },
      },
    });
  });
  afterAll(() => t.close());

  const send = (cookie: string, phone: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/dcb/otp/send', headers: { cookie }, payload: { phone_number: phone }, remoteAddress });

  it('limits the codes texted to one phone', async () => {
    const viewer = await signedInUser(t.app);
    const phone = freshPhoneNumber();
    expect((await send(viewer.cookie, phone, '10.1.0.1')).statusCode).toBe(200);
    expect((await send(viewer.cookie, phone, '10.1.0.2')).statusCode).toBe(200);
    const third = await send(viewer.cookie, phone, '10.1.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.json().msg).toBe('TOO_MANY_REQUESTS');
  });

  it('limits the codes asked for from one address, whatever the phone', async () => {
    const viewer = await signedInUser(t.app);
    for (let index = 0; index < 3; index += 1) expect((await send(viewer.cookie, freshPhoneNumber(), '10.2.0.1')).statusCode).toBe(200);
    expect((await send(viewer.cookie, freshPhoneNumber(), '10.2.0.1')).json().msg).toBe('TOO_MANY_REQUESTS');
  });

  it('limits the guesses from one address', async () => {
    const viewer = await signedInUser(t.app);
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/dcb/verify',
        headers: { cookie: viewer.cookie },
        payload: { phone_number: freshPhoneNumber(), otp: '123456' },
        remoteAddress: '10.3.0.1',
      });
    expect((await verify()).statusCode).toBe(400);
    expect((await verify()).statusCode).toBe(400);
    expect((await verify()).json().msg).toBe('TOO_MANY_REQUESTS');
  });
});
