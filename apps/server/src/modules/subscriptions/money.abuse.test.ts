import { CARRIER_LIMITS, CARRIER_SEND_LIMITS, REDEEM_LIMITS } from '@platform/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContainerOverrides } from '../../container.js';
import { databaseKinds } from '../../test/databases.js';
import { freshAddress, freshPhoneNumber } from '../../test/phones.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../test/test-app.js';

/**
 * Issue 28's money scenarios, replayed as an abuser would through the real routes: each describe block is one item,
 * on a fresh app of its own, so the limits one block reaches never reach the next.
 */

interface Person {
  cookie: string;
  ip: string;
}

/** The test app of one block, its admin (who reads the outbox) and people who each come from an address of their own. */
function abuseApp(kind: Parameters<typeof createTestApp>[0], overrides: ContainerOverrides = {}) {
  const context = { t: undefined as unknown as TestApp, adminCookie: '' };
  beforeAll(async () => {
    context.t = await createTestApp(kind, overrides, ADMIN_ENV);
    context.adminCookie = await logInAsAdmin(context.t.app);
  });
  afterAll(() => context.t.close());
  const person = async (ip = freshAddress()): Promise<Person> => ({ cookie: (await signedInUser(context.t.app)).cookie, ip });
  const post = (who: Person, url: string, payload: object) =>
    context.t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload, remoteAddress: who.ip });
  return { context, person, post };
}

/** A 429 that says when to come back, within the window that refused it. */
function expectRetryLater(response: LightMyRequestResponse, msg: string, windowMs: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json().msg).toBe(msg);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
}

describe.each(databaseKinds(import.meta.url))('item 7: redeem codes cannot be guessed in bulk, on %s', (kind) => {
  const { person, post } = abuseApp(kind);
  const redeem = (who: Person, code: string) => post(who, '/api/users/redeem', { code });
  const wrongCode = (index: number) => `WRONG${String(index).padStart(5, '0')}`;

  it('answers 300 wrong codes sent at once by one account with its few tries, then 429 TOO_MANY_REQUESTS and Retry-After', async () => {
    const guesser = await person();
    const answers = await Promise.all(Array.from({ length: 300 }, (_, index) => redeem(guesser, wrongCode(index))));
    const looked = answers.filter((answer) => answer.statusCode !== 429);
    expect(looked).toHaveLength(REDEEM_LIMITS.perAccount);
    for (const answer of looked) expect(answer.json().msg).toBe('REDEEM_CODE_NOT_FOUND');
    expectRetryLater(
      answers.find((answer) => answer.statusCode === 429)!,
      'TOO_MANY_REQUESTS',
      REDEEM_LIMITS.windowMs,
    );
    // The limit follows the account, not where it comes from.
    expectRetryLater(await redeem({ ...guesser, ip: freshAddress() }, wrongCode(300)), 'TOO_MANY_REQUESTS', REDEEM_LIMITS.windowMs);
  });

  it('limits the tries from one address whichever accounts make them, and nobody elsewhere is held back', async () => {
    const address = freshAddress();
    const accountsToFill = Math.ceil(REDEEM_LIMITS.perAddress / REDEEM_LIMITS.perAccount);
    let tries = 0;
    for (let account = 0; account < accountsToFill; account += 1) {
      const guesser = await person(address);
      for (let attempt = 0; attempt < REDEEM_LIMITS.perAccount && tries < REDEEM_LIMITS.perAddress; attempt += 1, tries += 1) {
        expect((await redeem(guesser, wrongCode(tries))).statusCode).not.toBe(429);
      }
    }
    expectRetryLater(await redeem(await person(address), wrongCode(tries)), 'TOO_MANY_REQUESTS', REDEEM_LIMITS.windowMs);
    expect((await redeem(await person(), wrongCode(tries))).json().msg).toBe('REDEEM_CODE_NOT_FOUND');
  });
});

/** Codes texted to a phone, newest first, as the sandbox carrier delivers them: into the outbox admins read. */
async function codesTexted(context: { t: TestApp; adminCookie: string }, phone: string): Promise<string[]> {
  const outbox = await context.t.app.inject({
    method: 'GET',
    url: '/api/admin/outbox?limit=100',
    headers: { cookie: context.adminCookie },
  });
  return (outbox.json().results as { channel: string; to: string; text: string }[])
    .filter((message) => message.channel === 'sms' && message.to === `+852${phone}`)
    .map((message) => /verification code is (\d{6})/.exec(message.text)![1]!);
}

describe.each(databaseKinds(import.meta.url))('item 7: carrier codes, the 60 s resend gate per account and phone, on %s', (kind) => {
  const { context, person, post } = abuseApp(kind);
  const send = (who: Person, phone: string) => post(who, '/api/dcb/otp/send', { phone_number: phone });

  it("gives a phone's owner a code although another account asked for one to it a moment ago", async () => {
    const [other, owner, phone] = [await person(), await person(), freshPhoneNumber()];
    expect((await send(other, phone)).statusCode).toBe(200);
    expect((await send(owner, phone)).statusCode).toBe(200);
    const [ownersCode] = await codesTexted(context, phone);
    expect((await post(owner, '/api/dcb/verify', { phone_number: phone, otp: ownersCode })).json()).toEqual({ msg: 'OTP_VERIFIED' });
  });

  it('still refuses one account a second code to the same phone within the window, and says when to ask again', async () => {
    const [buyer, phone] = [await person(), freshPhoneNumber()];
    expect((await send(buyer, phone)).statusCode).toBe(200);
    expectRetryLater(await send(buyer, phone), 'OTP_SENT_ALREADY', CARRIER_LIMITS.resendWindowMs);
    expect(await codesTexted(context, phone)).toHaveLength(1);
  });
});

describe.each(databaseKinds(import.meta.url))(
  'item 7: carrier codes, the hourly caps per account and phone and per phone, on %s',
  (kind) => {
    // No resend window, so the hourly caps (the real ones) can be reached within a test.
    const { context, person, post } = abuseApp(kind, { carrierLimits: { resendWindowMs: 0 } });
    const send = (who: Person, phone: string) => post(who, '/api/dcb/otp/send', { phone_number: phone });
    const sendUpToOwnCap = async (who: Person, phone: string) => {
      for (let index = 0; index < CARRIER_SEND_LIMITS.perAccountAndPhone; index += 1) expect((await send(who, phone)).statusCode).toBe(200);
    };

    it("leaves a phone to its owner after another account used up that account's hourly codes to it", async () => {
      const [other, owner, phone] = [await person(), await person(), freshPhoneNumber()];
      await sendUpToOwnCap(other, phone);
      expectRetryLater(await send(other, phone), 'TOO_MANY_REQUESTS', CARRIER_SEND_LIMITS.windowMs);
      expect((await send(owner, phone)).statusCode).toBe(200);
    });

    it('bounds the codes texted to one phone from all accounts together', async () => {
      const phone = freshPhoneNumber();
      const accountsToFill = CARRIER_SEND_LIMITS.perPhone / CARRIER_SEND_LIMITS.perAccountAndPhone;
      for (let account = 0; account < accountsToFill; account += 1) await sendUpToOwnCap(await person(), phone);
      expectRetryLater(await send(await person(), phone), 'TOO_MANY_REQUESTS', CARRIER_SEND_LIMITS.windowMs);
      expect(await codesTexted(context, phone)).toHaveLength(CARRIER_SEND_LIMITS.perPhone);
    });
  },
);
