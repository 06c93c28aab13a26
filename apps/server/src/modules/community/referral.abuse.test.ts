import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { buyPlan, createPlan } from '../../test/payments.js';
import { ADMIN_ENV, createTestApp, logIn, logInAsAdmin, signedInUser, signUp, type TestApp } from '../../test/test-app.js';
import { plans } from '../subscriptions/plans/plans.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
type Method = 'GET' | 'POST' | 'PUT';

/** The plan whose redeem codes reward the referral achievement: the app is configured with it before it exists. */
const REWARD_PLAN_ID = '00000000-0000-4000-8000-00000000cafe';
/** The referral achievement's target (USD cents): one purchase of this price by a referred person reaches it. */
const REFERRAL_TARGET_CENTS = 5_000;

/**
 * Issue 28 item 3, as an abuser would try it: move paying accounts under a referrer, refer in a loop, hand a reward code
 * to another account, keep a reward whose purchases were refunded.
 */
describe.each(databaseKinds(import.meta.url))('referral rewards cannot be farmed on %s', (kind) => {
  let t: TestApp;
  let host: User;
  let adminCookie: string;
  let channelId: string;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const setReferrer = (user: { email: string; cookie: string }, code: string) =>
    call('PUT', `/api/users/${user.email}`, user.cookie, { referrer_referral_code: code });
  const profileOf = async (user: { email: string; cookie: string }) => (await call('GET', `/api/users/${user.email}`, user.cookie)).json();

  /** A course of the host's channel priced at the referral target. */
  const course = (name: string) => createPlan(t, host.cookie, channelId, { name, type: 'ONE_TIME', unit_amount: REFERRAL_TARGET_CENTS });

  /** A referrer whose referred friend bought a course worth the target, and who redeemed the achievement's code. */
  async function referrerWithReward() {
    const referrer = await signedInUser(t.app);
    const friendAccount = await signUp(t.app, { referral_code: referrer.user.referral_code });
    const friend = { ...friendAccount, cookie: await logIn(t.app, friendAccount.email, friendAccount.password) };
    await buyPlan(t, friend.cookie, (await course(`Course ${crypto.randomUUID()}`)).id, 'payment');
    const redeemed = await call('POST', '/api/achievements/redeem', referrer.cookie, { achievement_id: 'REFERRAL_PAID_TOTAL' });
    expect(redeemed.json()).toMatchObject({ msg: 'ACHIEVEMENT_REDEEMED', reward: 'redeem_code' });
    return { referrer, friend, code: redeemed.json().code as string };
  }

  async function refundFirstPurchaseOf(buyer: { cookie: string }) {
    const [invoice] = (await call('GET', '/api/subscriptions', buyer.cookie)).json().results[0].invoices;
    expect((await call('POST', `/api/invoices/${invoice.id}/refund-request`, buyer.cookie, { reason: 'Changed my mind' })).statusCode).toBe(
      201,
    );
    const [request] = (await call('GET', '/api/refund-requests?status=pending', adminCookie))
      .json()
      .results.filter((item: { invoice: { id: string } }) => item.invoice.id === invoice.id);
    expect((await call('PUT', `/api/refund-requests/${request.id}`, adminCookie, { status: 'approved' })).statusCode).toBe(200);
    await t.jobs.drain();
  }

  const myCode = async (user: User, code: string) =>
    (await call('GET', '/api/my-coupons', user.cookie)).json().results.find((item: { code: string }) => item.code === code);
  const referralAchievement = async (user: User) =>
    (await call('GET', '/api/achievements', user.cookie)).json().results.find((item: { id: string }) => item.id === 'REFERRAL_PAID_TOTAL');

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ...ADMIN_ENV, ACHIEVEMENT_REWARD_PLAN_ID: REWARD_PLAN_ID });
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
    const rewardPlan = await createPlan(t, host.cookie, channelId, { name: 'Reward plan' });
    await t.database.handle.db.update(plans).set({ id: REWARD_PLAN_ID }).where(eq(plans.id, rewardPlan.id));
  });
  afterAll(() => t.close());

  describe('the referrer code', () => {
    it('cannot be set on the profile once the account has paid (REFERRAL_CODE_LOCKED)', async () => {
      const referrer = await signUp(t.app);
      const buyer = await signedInUser(t.app);
      expect(await profileOf(buyer)).toMatchObject({ used_referral_code: null, referrer_locked: false });
      await buyPlan(t, buyer.cookie, (await course('Paid before referral')).id, 'payment');

      const refused = await setReferrer(buyer, referrer.user.referral_code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('REFERRAL_CODE_LOCKED');
      expect(await profileOf(buyer)).toMatchObject({ used_referral_code: null, referrer_locked: true });
      const referrerCookie = await logIn(t.app, referrer.email, referrer.password);
      expect((await call('GET', '/api/my-invites', referrerCookie)).json()._total_count).toBe(0);
    });

    it('given at sign-up, cannot be changed on the profile (REFERRAL_CODE_ALREADY_SET)', async () => {
      const first = await signUp(t.app);
      const second = await signUp(t.app);
      const account = await signUp(t.app, { referral_code: first.user.referral_code });
      const user = { ...account, cookie: await logIn(t.app, account.email, account.password) };
      const refused = await setReferrer(user, second.user.referral_code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('REFERRAL_CODE_ALREADY_SET');
      expect((await profileOf(user)).used_referral_code).toBe(first.user.referral_code);
    });

    it("is never one's own (OWN_REFERRAL_CODE)", async () => {
      const user = await signedInUser(t.app);
      const refused = await setReferrer(user, user.user.referral_code.toLowerCase());
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('OWN_REFERRAL_CODE');
    });

    it('never closes a loop: A→B→A is refused (REFERRAL_CODE_IN_CHAIN)', async () => {
      const a = await signedInUser(t.app);
      const b = await signedInUser(t.app);
      expect((await setReferrer(b, a.user.referral_code)).statusCode).toBe(200);
      const refused = await setReferrer(a, b.user.referral_code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('REFERRAL_CODE_IN_CHAIN');
      expect((await profileOf(a)).used_referral_code).toBeNull();
    });

    it('never closes a longer loop: A→B→C→D→A is refused, a referrer outside the chain is taken', async () => {
      const [a, b, d] = await Promise.all([1, 2, 3].map(() => signedInUser(t.app)));
      expect((await setReferrer(b!, a!.user.referral_code)).statusCode).toBe(200);
      // C takes B's code at sign-up, D on the profile: both ways make the chain.
      const c = await signUp(t.app, { referral_code: b!.user.referral_code });
      expect((await setReferrer(d!, c.user.referral_code)).statusCode).toBe(200);
      for (const code of [b!.user.referral_code, c.user.referral_code, d!.user.referral_code]) {
        const refused = await setReferrer(a!, code);
        expect(refused.json().msg).toBe('REFERRAL_CODE_IN_CHAIN');
      }
      const outsider = await signUp(t.app);
      expect((await setReferrer(a!, outsider.user.referral_code)).statusCode).toBe(200);
    });

    it('two accounts naming each other at once: one is taken, the other refused', async () => {
      const a = await signedInUser(t.app);
      const b = await signedInUser(t.app);
      const answers = await Promise.all([setReferrer(a, b.user.referral_code), setReferrer(b, a.user.referral_code)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((answer) => answer.statusCode === 400)!.json().msg).toBe('REFERRAL_CODE_IN_CHAIN');
      const codes = [(await profileOf(a)).used_referral_code, (await profileOf(b)).used_referral_code];
      expect(codes.filter((code) => code !== null)).toHaveLength(1);
    });
  });

  describe('a reward redeem code', () => {
    it("is bound to the account that earned it: another account's redeem answers 403 and leaves it unused", async () => {
      const { referrer, friend, code } = await referrerWithReward();
      for (const other of [friend, await signedInUser(t.app)]) {
        const refused = await call('POST', '/api/users/redeem', other.cookie, { code });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().msg).toBe('REDEEM_CODE_NOT_YOURS');
      }
      expect(await myCode(referrer, code)).toMatchObject({ kind: 'redeem_code', status: 'available' });
      expect((await call('POST', '/api/users/redeem', referrer.cookie, { code })).statusCode).toBe(201);
    });

    it("is withdrawn when a refund takes the referrals' payments below target: REWARD_WITHDRAWN, said on My coupons and the achievements", async () => {
      const { referrer, friend, code } = await referrerWithReward();
      expect(await referralAchievement(referrer)).toMatchObject({ achieved: true, redeemed: true, withdrawn: false });

      await refundFirstPurchaseOf(friend);

      const refused = await call('POST', '/api/users/redeem', referrer.cookie, { code });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('REWARD_WITHDRAWN');
      expect(await myCode(referrer, code)).toMatchObject({ status: 'withdrawn', source: 'achievement:REFERRAL_PAID_TOTAL' });
      expect(await referralAchievement(referrer)).toMatchObject({ achieved: false, redeemed: true, withdrawn: true });

      // Paid up to the target again, the reward is good again, as a coupon is.
      await buyPlan(t, friend.cookie, (await course('Bought again')).id, 'payment');
      expect(await myCode(referrer, code)).toMatchObject({ status: 'available' });
      expect(await referralAchievement(referrer)).toMatchObject({ achieved: true, withdrawn: false });
      expect((await call('POST', '/api/users/redeem', referrer.cookie, { code })).statusCode).toBe(201);
    });

    it('once used, stays used after a refund (nothing left to withdraw)', async () => {
      const { referrer, friend, code } = await referrerWithReward();
      expect((await call('POST', '/api/users/redeem', referrer.cookie, { code })).statusCode).toBe(201);
      await refundFirstPurchaseOf(friend);
      expect(await myCode(referrer, code)).toMatchObject({ status: 'used' });
      expect(await referralAchievement(referrer)).toMatchObject({ achieved: false, redeemed: true, withdrawn: false });
    });
  });
});
