import { hongKongIsoDate, REFERRAL_RANKING_SIZE, SESSION_COOKIE_NAME } from '@platform/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken, sha256 } from '../../infra/crypto/tokens.js';
import { databaseKinds } from '../../test/databases.js';
import { buyPlan, createPlan } from '../../test/payments.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, signUp, type TestApp } from '../../test/test-app.js';
import { freshAddress, freshPhoneNumber } from '../../test/phones.js';
import { activities, playbackViews, recordings } from '../activities/activities.table.js';
import { loginEvents, sessions } from '../auth/auth.table.js';
import { plans } from '../subscriptions/plans/plans.table.js';
import { invoices, subscriptions } from '../subscriptions/subscriptions.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
type Method = 'GET' | 'POST' | 'PUT';

/** The plan whose redeem codes reward the referral achievement: the app is configured with it before it exists. */
const REWARD_PLAN_ID = '00000000-0000-4000-8000-00000000beef';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds(import.meta.url))('referrals, achievements and the phone event on %s', (kind) => {
  let t: TestApp;
  let host: User;
  let adminCookie: string;
  let channelId: string;
  let planId: string;
  const call = (method: Method, url: string, cookie?: string, payload?: object, remoteAddress?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload, remoteAddress });
  const db = () => t.database.handle.db;

  /** A signed-up, logged-in user who used `referralCode`. */
  async function referredUser(referralCode: string, displayName?: string): Promise<User> {
    const user = await signedInUser(t.app);
    const body: Record<string, string> = { referrer_referral_code: referralCode };
    if (displayName) body.display_name = displayName;
    const updated = await t.app.inject({ method: 'PUT', url: `/api/users/${user.email}`, headers: { cookie: user.cookie }, payload: body });
    expect(updated.statusCode).toBe(200);
    return user;
  }

  const referralCodeOf = async (user: User): Promise<string> => (await call('GET', '/api/my-invites', user.cookie)).json().referral_code;

  /** A paid invoice of `amount` cents, as a purchase leaves it (rows inserted directly). */
  async function paid(userId: string, amount: number, currency: 'usd' | 'hkd' = 'usd', status: 'paid' | 'refunded' = 'paid') {
    const [subscription] = await db()
      .insert(subscriptions)
      .values({
        userId,
        planId,
        workspaceId: channelId,
        type: 'OTP',
        status: 'canceled',
        source: 'sandbox',
        providerRef: crypto.randomUUID(),
      })
      .returning();
    await db().insert(invoices).values({
      subscriptionId: subscription!.id,
      userId,
      planId,
      workspaceId: channelId,
      planName: 'Gold',
      amountPaid: amount,
      currency,
      status,
      source: 'sandbox',
      providerRef: crypto.randomUUID(),
    });
  }

  const achievement = async (user: User, id: string) =>
    (await call('GET', '/api/achievements', user.cookie)).json().results.find((item: { id: string }) => item.id === id);
  const redeem = (user: User, id: string) => call('POST', '/api/achievements/redeem', user.cookie, { achievement_id: id });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ...ADMIN_ENV, ACHIEVEMENT_REWARD_PLAN_ID: REWARD_PLAN_ID, SECRET_KEY: 'b'.repeat(32) });
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/workspaces/${channelId}`,
          headers: { cookie: host.cookie },
          payload: { publish: true },
        })
      ).statusCode,
    ).toBe(200);
    planId = (await createPlan(t, host.cookie, channelId, { type: 'ONE_TIME' })).id;
    const rewardPlan = await createPlan(t, host.cookie, channelId, { name: 'Reward plan' });
    await db().update(plans).set({ id: REWARD_PLAN_ID }).where(eq(plans.id, rewardPlan.id));
  });
  afterAll(() => t.close());

  describe('guests', () => {
    it.each([
      ['GET', '/api/my-invites'],
      ['GET', '/api/referral-ranking'],
      ['GET', '/api/achievements'],
      ['GET', '/api/my-coupons'],
      ['GET', '/api/events/csl-finance/registration'],
    ] as const)('%s %s answers 401', async (method, url) => {
      const response = await call(method, url);
      expect(response.statusCode).toBe(401);
      expect(response.json().msg).toBe('NOT_LOGGED_IN');
    });

    it.each([
      ['/api/achievements/redeem', { achievement_id: 'VIEW_COUNT' }],
      ['/api/events/csl-finance/otp/send', { phone_number: '91234567' }],
      ['/api/events/csl-finance/verify', { phone_number: '91234567', otp: '123456' }],
      ['/api/events/csl-finance/register', { phone_number: '91234567', otp: '123456', agree_terms: true, agree_privacy: true }],
    ])('POST %s answers 401', async (url, body) => {
      expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
    });
  });

  describe('my invites', () => {
    it('lists the people who used my code, newest first, with whether they paid; never their email', async () => {
      const referrer = await signedInUser(t.app);
      const code = await referralCodeOf(referrer);
      const first = await referredUser(code, 'First Friend');
      const second = await referredUser(code, 'Second Friend');
      await buyPlan(t, second.cookie, (await createPlan(t, host.cookie, channelId, { name: 'Silver' })).id);
      await referredUser(await referralCodeOf(first), 'Not mine');

      const response = await call('GET', '/api/my-invites', referrer.cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body._total_count).toBe(2);
      expect(body.results.map((invite: { display_name: string; has_paid: boolean }) => [invite.display_name, invite.has_paid])).toEqual([
        ['Second Friend', true],
        ['First Friend', false],
      ]);
      expect(JSON.stringify(body)).not.toContain(first.email);
    });

    it('counts a sign-up that carried the referral code', async () => {
      const referrer = await signedInUser(t.app);
      await signUp(t.app, { referral_code: await referralCodeOf(referrer), first_name: 'Sign', last_name: 'Up' });
      const body = (await call('GET', '/api/my-invites', referrer.cookie)).json();
      expect(body.results).toHaveLength(1);
      expect(body.results[0].display_name).toBe('Sign Up');
    });
  });

  describe('referral ranking', () => {
    it('ranks by referrals and by what the referred paid (HKD at the peg, refunds not counted)', async () => {
      const many = await signedInUser(t.app);
      const rich = await signedInUser(t.app);
      await t.app.inject({
        method: 'PUT',
        url: `/api/users/${many.email}`,
        headers: { cookie: many.cookie },
        payload: { display_name: 'Many Refs' },
      });
      await t.app.inject({
        method: 'PUT',
        url: `/api/users/${rich.email}`,
        headers: { cookie: rich.cookie },
        payload: { display_name: 'Rich Refs' },
      });
      for (let index = 0; index < 5; index += 1) await referredUser(await referralCodeOf(many));
      const spender = await referredUser(await referralCodeOf(rich));
      await paid(spender.user.id, 78_000, 'hkd');
      await paid(spender.user.id, 50_000, 'usd', 'refunded');

      const response = await call('GET', '/api/referral-ranking', rich.cookie);
      expect(response.statusCode).toBe(200);
      const { by_referrals, by_referral_paid_total } = response.json();
      expect(by_referrals[0]).toMatchObject({ rank: 1, display_name: 'Many R.', referrals: 5, referral_paid_total: null, is_me: false });
      expect(by_referral_paid_total[0]).toMatchObject({
        rank: 1,
        display_name: 'Rich Refs',
        referrals: 1,
        referral_paid_total: 10_000,
        is_me: true,
      });
      const ranks = by_referrals.map((entry: { referrals: number }) => entry.referrals);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    });

    it("shows others by a shortened name and without their referrals' money; my own row in full, below the top when I am", async () => {
      const named = async (displayName: string) => {
        const user = await signedInUser(t.app);
        const renamed = await call('PUT', `/api/users/${user.email}`, user.cookie, { display_name: displayName });
        expect(renamed.statusCode).toBe(200);
        return user;
      };
      // Signed up without logging in, each from an address of its own, so no sign-up or login limit is reached.
      const referSome = async (code: string, count: number) => {
        for (let index = 0; index < count; index += 1) await signUp(t.app, { referral_code: code }, freshAddress());
      };
      const chan = await named('陳大文');
      await referSome(await referralCodeOf(chan), 4);
      const alex = await named('Alex Chan');
      await referSome(await referralCodeOf(alex), 3);
      await paid((await referredUser(await referralCodeOf(alex))).user.id, 4_321);
      // Enough referrers ahead of me that I, with one referral, am further down than the ranking shows.
      for (let index = 0; index < REFERRAL_RANKING_SIZE; index += 1) {
        const { user } = await signUp(t.app, { first_name: 'Top', last_name: `Referrer${index}` }, freshAddress());
        await referSome(user.referral_code, 3);
      }
      const me = await named('Ming Lee');
      await paid((await referredUser(await referralCodeOf(me))).user.id, 1_234);

      const { by_referrals, by_referral_paid_total } = (await call('GET', '/api/referral-ranking', me.cookie)).json();
      expect(by_referrals).toHaveLength(REFERRAL_RANKING_SIZE + 1);
      expect(by_referrals.slice(0, 3).map((entry: { display_name: string }) => entry.display_name)).toEqual(['Many R.', 'Alex C.', '陳**']);
      expect(by_referrals[3]).toMatchObject({ rank: 4, display_name: 'Top R.', referrals: 3 });
      expect(by_referrals.at(-1)).toMatchObject({ display_name: 'Ming Lee', referrals: 1, referral_paid_total: 1_234, is_me: true });
      expect(by_referrals.at(-1).rank).toBeGreaterThan(REFERRAL_RANKING_SIZE + 2);
      expect(by_referral_paid_total.find((entry: { is_me: boolean }) => entry.is_me)).toMatchObject({
        display_name: 'Ming Lee',
        referral_paid_total: 1_234,
      });
      for (const ranking of [by_referrals, by_referral_paid_total]) {
        const others = ranking.filter((entry: { is_me: boolean }) => !entry.is_me);
        expect(others.map((entry: { referral_paid_total: number | null }) => entry.referral_paid_total)).toEqual(others.map(() => null));
        expect(JSON.stringify(ranking)).not.toMatch(/Top Referrer|4321|陳大文|Alex Chan/);
      }

      const seenByAlex = (await call('GET', '/api/referral-ranking', alex.cookie)).json();
      // Alex's four referrals paid something and 陳大文's four did not: Alex goes first.
      expect(seenByAlex.by_referrals[1]).toEqual({
        rank: 2,
        display_name: 'Alex Chan',
        referrals: 4,
        referral_paid_total: 4_321,
        is_me: true,
      });
      expect(seenByAlex.by_referrals[2]).toEqual({ rank: 3, display_name: '陳**', referrals: 4, referral_paid_total: null, is_me: false });
    });
  });

  describe('achievements', () => {
    it('lists the four achievements with progress 0 for a new user', async () => {
      const user = await signedInUser(t.app);
      const response = await call('GET', '/api/achievements', user.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().results).toEqual([
        { id: 'CONSECUTIVE_LOGINS', progress: 1, target: 10, achieved: false, redeemed: false, withdrawn: false, reward: 'coupon' },
        { id: 'VIEW_COUNT', progress: 0, target: 20, achieved: false, redeemed: false, withdrawn: false, reward: 'mark' },
        { id: 'TOTAL_PAID', progress: 0, target: 10_000, achieved: false, redeemed: false, withdrawn: false, reward: 'coupon' },
        {
          id: 'REFERRAL_PAID_TOTAL',
          progress: 0,
          target: 5_000,
          achieved: false,
          redeemed: false,
          withdrawn: false,
          reward: 'redeem_code',
        },
      ]);
    });

    it('counts consecutive Hong Kong login days from the recorded logins; a gap breaks the run', async () => {
      const user = await signedInUser(t.app);
      // 9 more days before today's login, with a gap 5 days ago: the run is 5 days... then filled in.
      const today = Date.now();
      const earlier = [1, 2, 3, 4, 6, 7, 8, 9, 10].map((days) => ({ userId: user.user.id, loggedInAt: new Date(today - days * DAY_MS) }));
      await db().insert(loginEvents).values(earlier);
      expect(await achievement(user, 'CONSECUTIVE_LOGINS')).toMatchObject({ progress: 5, achieved: false });
      expect((await redeem(user, 'CONSECUTIVE_LOGINS')).json().msg).toBe('ACHIEVEMENT_NOT_MET');
      await db()
        .insert(loginEvents)
        .values({ userId: user.user.id, loggedInAt: new Date(today - 5 * DAY_MS) });
      expect(await achievement(user, 'CONSECUTIVE_LOGINS')).toMatchObject({ progress: 10, achieved: true });
    });

    it('records a login through the login route', async () => {
      const user = await signedInUser(t.app);
      const rows = await db().select().from(loginEvents).where(eq(loginEvents.userId, user.user.id));
      expect(rows).toHaveLength(1);
    });

    it('counts a Hong Kong day on which only a session cookie was used, with one row however many requests', async () => {
      // Logged in yesterday; today the browser only sends that session's cookie.
      const { user } = await signUp(t.app);
      const token = randomToken();
      await db()
        .insert(sessions)
        .values({ id: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + 7 * DAY_MS) });
      await db()
        .insert(loginEvents)
        .values({ userId: user.id, loggedInAt: new Date(Date.now() - DAY_MS) });
      const cookie = `${SESSION_COOKIE_NAME}=${token}`;

      const responses = await Promise.all([1, 2, 3].map(() => call('GET', '/api/my-coupons', cookie)));
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      for (let request = 0; request < 3; request += 1) await call('GET', '/api/my-invites', cookie);
      const rows = await db().select().from(loginEvents).where(eq(loginEvents.userId, user.id));
      expect(rows).toHaveLength(2);
      expect(rows.filter((row) => hongKongIsoDate(row.loggedInAt) === hongKongIsoDate(new Date()))).toHaveLength(1);
      const [logins] = (await call('GET', '/api/achievements', cookie)).json().results;
      expect(logins).toMatchObject({ id: 'CONSECUTIVE_LOGINS', progress: 2 });
    });

    it('adds no row for the session cookie on a day with an explicit login', async () => {
      const user = await signedInUser(t.app);
      for (let request = 0; request < 3; request += 1) await call('GET', '/api/my-coupons', user.cookie);
      expect(await db().select().from(loginEvents).where(eq(loginEvents.userId, user.user.id))).toHaveLength(1);
    });

    it('refuses an unmet achievement with a clear msg and gives nothing', async () => {
      const user = await signedInUser(t.app);
      const response = await redeem(user, 'TOTAL_PAID');
      expect(response.statusCode).toBe(409);
      expect(response.json().msg).toBe('ACHIEVEMENT_NOT_MET');
      expect((await call('GET', '/api/my-coupons', user.cookie)).json().results).toEqual([]);
    });

    it('gives a coupon once for the total paid; a second redeem is refused', async () => {
      const user = await signedInUser(t.app);
      await paid(user.user.id, 6_000);
      await paid(user.user.id, 31_200, 'hkd');
      expect(await achievement(user, 'TOTAL_PAID')).toMatchObject({ progress: 10_000, achieved: true, redeemed: false });
      const first = await redeem(user, 'TOTAL_PAID');
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ msg: 'ACHIEVEMENT_REDEEMED', reward: 'coupon' });
      const second = await redeem(user, 'TOTAL_PAID');
      expect(second.statusCode).toBe(409);
      expect(second.json().msg).toBe('ACHIEVEMENT_ALREADY_REDEEMED');
      const coupons = (await call('GET', '/api/my-coupons', user.cookie)).json().results;
      expect(coupons).toHaveLength(1);
      expect(coupons[0]).toMatchObject({
        kind: 'coupon',
        code: first.json().code,
        percent_off: 20,
        status: 'available',
        source: 'achievement:TOTAL_PAID',
      });
      expect(await achievement(user, 'TOTAL_PAID')).toMatchObject({ redeemed: true });
    });

    it('withdraws the coupon once the purchase that earned it is refunded: listed so, and refused at checkout', async () => {
      const course = await createPlan(t, host.cookie, channelId, { name: 'Hundred-dollar course', type: 'ONE_TIME', unit_amount: 10_000 });
      const user = await signedInUser(t.app);
      await buyPlan(t, user.cookie, course.id, 'payment');
      const coupon = (await redeem(user, 'TOTAL_PAID')).json().code as string;
      const couponStatus = async () =>
        (await call('GET', '/api/my-coupons', user.cookie)).json().results.find((item: { code: string }) => item.code === coupon).status;
      expect(await couponStatus()).toBe('available');

      const [invoice] = (await call('GET', '/api/subscriptions', user.cookie)).json().results[0].invoices;
      await call('POST', `/api/invoices/${invoice.id}/refund-request`, user.cookie, { reason: 'Changed my mind' });
      const [request] = (await call('GET', '/api/refund-requests?status=pending', adminCookie))
        .json()
        .results.filter((item: { invoice: { id: string } }) => item.invoice.id === invoice.id);
      expect((await call('PUT', `/api/refund-requests/${request.id}`, adminCookie, { status: 'approved' })).statusCode).toBe(200);

      expect(await achievement(user, 'TOTAL_PAID')).toMatchObject({ achieved: false, redeemed: true, withdrawn: true });
      expect(await couponStatus()).toBe('withdrawn');
      const checkout = await call('POST', '/api/checkout/sessions', user.cookie, {
        origin: 'http://app.test',
        stripe_code: planId,
        mode: 'payment',
        coupon_code: coupon,
      });
      expect(checkout.statusCode).toBe(400);
      expect(checkout.json().msg).toBe('COUPON_WITHDRAWN');

      // Paid up to the target again, the coupon is good again.
      await paid(user.user.id, 10_000);
      expect(await couponStatus()).toBe('available');
    });

    it('gives one reward when two redeems race', async () => {
      const user = await signedInUser(t.app);
      await paid(user.user.id, 10_000);
      const answers = await Promise.all([redeem(user, 'TOTAL_PAID'), redeem(user, 'TOTAL_PAID')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect((await call('GET', '/api/my-coupons', user.cookie)).json().results).toHaveLength(1);
    });

    it("gives a redeem code for the configured channel plan for the referrals' payments, usable once", async () => {
      const referrer = await signedInUser(t.app);
      const friend = await referredUser(await referralCodeOf(referrer));
      await paid(friend.user.id, 5_000);
      expect(await achievement(referrer, 'REFERRAL_PAID_TOTAL')).toMatchObject({ progress: 5_000, achieved: true });
      const redeemed = await redeem(referrer, 'REFERRAL_PAID_TOTAL');
      expect(redeemed.statusCode).toBe(201);
      const { code } = redeemed.json();
      expect(redeemed.json().reward).toBe('redeem_code');
      expect((await call('GET', '/api/my-coupons', referrer.cookie)).json().results[0]).toMatchObject({
        kind: 'redeem_code',
        code,
        plan_name: 'Reward plan',
        status: 'available',
      });
      expect((await call('POST', '/api/users/redeem', referrer.cookie, { code })).statusCode).toBe(201);
      expect((await call('GET', '/api/my-coupons', referrer.cookie)).json().results[0].status).toBe('used');
    });

    it('counts a video watched to the end as a view, once per video and day, and gives a mark', async () => {
      const viewer = await signedInUser(t.app);
      const videoIds: string[] = [];
      for (let index = 0; index < 2; index += 1) {
        const { id } = (
          await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: `Video ${index}`, language: 'en-US' })
        ).json();
        await db()
          .insert(recordings)
          .values({ activityId: id, sourceKey: `missing/${id}.mp4`, sizeBytes: 1, mediaState: 'ready', durationSeconds: 20 });
        await db().update(activities).set({ status: 'PUBLISHED', playableAt: new Date() }).where(eq(activities.id, id));
        videoIds.push(id);
      }
      for (const id of [...videoIds, videoIds[0]!])
        expect((await call('POST', `/api/activities/${id}/views`, viewer.cookie, { watched_seconds: 20 })).statusCode).toBe(200);
      expect(await achievement(viewer, 'VIEW_COUNT')).toMatchObject({ progress: 2, achieved: false });
      // Eighteen more days of watching.
      const days = Array.from({ length: 18 }, (_, index) => new Date(Date.now() - (index + 1) * DAY_MS).toISOString().slice(0, 10));
      await db()
        .insert(playbackViews)
        .values(days.map((day) => ({ userId: viewer.user.id, activityId: videoIds[1]!, day })));
      const redeemed = await redeem(viewer, 'VIEW_COUNT');
      expect(redeemed.json()).toEqual({ msg: 'ACHIEVEMENT_REDEEMED', reward: 'mark', code: null });
      expect(await achievement(viewer, 'VIEW_COUNT')).toMatchObject({ progress: 20, redeemed: true });
    });

    it.each([[{}], [{ achievement_id: 'NOPE' }], [{ achievement_id: 42 }]])('refuses a bad body %j with 400', async (body) => {
      const user = await signedInUser(t.app);
      expect((await call('POST', '/api/achievements/redeem', user.cookie, body)).statusCode).toBe(400);
    });
  });

  describe('the csl Finance phone event', () => {
    const send = (user: User & { ip: string }, phone: string) =>
      call('POST', '/api/events/csl-finance/otp/send', user.cookie, { phone_number: phone }, user.ip);
    const verify = (user: User & { ip: string }, phone: string, otp: string) =>
      call('POST', '/api/events/csl-finance/verify', user.cookie, { phone_number: phone, otp }, user.ip);
    const register = (user: User & { ip: string }, phone: string, otp: string, extra: object = {}) =>
      call(
        'POST',
        '/api/events/csl-finance/register',
        user.cookie,
        { phone_number: phone, otp, agree_terms: true, agree_privacy: true, ...extra },
        user.ip,
      );
    const participant = async () => ({ ...(await signedInUser(t.app)), ip: freshAddress() });

    const codeSentTo = async (phone: string): Promise<string> => {
      const outbox = (await call('GET', '/api/admin/outbox?limit=50', adminCookie)).json();
      const sms = outbox.results.find(
        (message: { channel: string; to: string }) => message.channel === 'sms' && message.to === `+852${phone}`,
      );
      const code = /verification code is (\d{6})/.exec(sms?.text ?? '')?.[1];
      if (!code) throw new Error(`no code was texted to ${phone}`);
      return code;
    };

    it('joins with a verified code: 201, then the registration shows it', async () => {
      const user = await participant();
      const phone = freshPhoneNumber();
      expect((await send(user, phone)).statusCode).toBe(200);
      const otp = await codeSentTo(phone);
      expect((await verify(user, phone, otp)).json()).toEqual({ msg: 'OTP_VERIFIED' });
      const joined = await register(user, phone, otp);
      expect(joined.statusCode).toBe(201);
      expect(joined.json()).toEqual({ msg: 'EVENT_JOINED' });
      expect((await call('GET', '/api/events/csl-finance/registration', user.cookie)).json()).toMatchObject({
        joined: true,
        phone_last_digits: phone.slice(-4),
      });
    });

    it('answers 303 to the registration when the user joined before', async () => {
      const user = await participant();
      const phone = freshPhoneNumber();
      await send(user, phone);
      const otp = await codeSentTo(phone);
      await verify(user, phone, otp);
      expect((await register(user, phone, otp)).statusCode).toBe(201);
      const again = await register(user, phone, otp);
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe('/api/events/csl-finance/registration');
    });

    it("refuses a wrong code as 'invalid validation code' and does not join", async () => {
      const user = await participant();
      const phone = freshPhoneNumber();
      await send(user, phone);
      const otp = await codeSentTo(phone);
      const wrong = otp === '000000' ? '111111' : '000000';
      const verified = await verify(user, phone, wrong);
      expect(verified.statusCode).toBe(400);
      expect(verified.json().msg).toBe('INVALID_VALIDATION_CODE');
      const registered = await register(user, phone, wrong);
      expect(registered.json().msg).toBe('INVALID_VALIDATION_CODE');
      expect((await call('GET', '/api/events/csl-finance/registration', user.cookie)).json().joined).toBe(false);
    });

    it('refuses to register with a code that was never verified', async () => {
      const user = await participant();
      const phone = freshPhoneNumber();
      await send(user, phone);
      expect((await register(user, phone, await codeSentTo(phone))).json().msg).toBe('INVALID_VALIDATION_CODE');
    });

    it("answers 'sent already' within the window", async () => {
      const user = await participant();
      const phone = freshPhoneNumber();
      expect((await send(user, phone)).statusCode).toBe(200);
      const again = await send(user, phone);
      expect(again.statusCode).toBe(429);
      expect(again.json().msg).toBe('OTP_SENT_ALREADY');
    });

    it('gives a number that is not a carrier number its own message', async () => {
      const user = await participant();
      const response = await send(user, freshPhoneNumber('3'));
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('PHONE_NOT_REGISTERED');
    });

    it('lets one number join once, whoever asks', async () => {
      const first = await participant();
      const phone = freshPhoneNumber();
      await send(first, phone);
      const otp = await codeSentTo(phone);
      await verify(first, phone, otp);
      expect((await register(first, phone, otp)).statusCode).toBe(201);
      const second = await participant();
      const response = await send(second, phone);
      expect(response.statusCode).toBe(409);
      expect(response.json().msg).toBe('PHONE_ALREADY_JOINED');
    });

    it.each([
      ['a 7-digit phone', { phone_number: '9123456' }],
      ['a 9-digit phone', { phone_number: '912345678' }],
      ['letters', { phone_number: '9123456a' }],
      ['no phone', {}],
    ])('refuses %s with 400', async (_, body) => {
      const user = await participant();
      expect((await call('POST', '/api/events/csl-finance/otp/send', user.cookie, body, user.ip)).statusCode).toBe(400);
    });

    it.each([
      ['terms not ticked', { agree_terms: false }],
      ['privacy not ticked', { agree_privacy: false }],
      ['a 5-digit code', { otp: '12345' }],
    ])('refuses register with %s', async (_, extra) => {
      const user = await participant();
      const response = await register(user, freshPhoneNumber(), '123456', extra);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('VALIDATION_ERROR');
    });

    it('refuses a 1 MB body', async () => {
      const user = await participant();
      const response = await call(
        'POST',
        '/api/events/csl-finance/register',
        user.cookie,
        { phone_number: '9'.repeat(1024 * 1024) },
        user.ip,
      );
      expect([400, 413]).toContain(response.statusCode);
    });
  });
});
