import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, logIn, memoryMailer, signUp, uniqueEmail, type TestApp } from '../../test/test-app.js';
import { DEFAULT_AUTH_LIMITS, loginDelayMs } from './auth.service.js';

describe('loginDelayMs', () => {
  it('lets the first failures through, then doubles the wait up to its ceiling', () => {
    const slowdown = { ...DEFAULT_AUTH_LIMITS.loginSlowdown, freeFailures: 3, baseDelayMs: 100, maxDelayMs: 1000 };
    expect([0, 2, 3, 4, 5, 20].map((failures) => loginDelayMs(failures, slowdown))).toEqual([0, 0, 100, 200, 400, 1000]);
  });
});

describe.each(databaseKinds(import.meta.url))('login, sign-up and reset protection on %s', (kind) => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      mailer,
      authLimits: {
        loginPerIpAndAccount: { max: 3, windowMs: 60_000 },
        loginSlowdown: { window: { max: 1_000_000, windowMs: 60_000 }, freeFailures: 100, baseDelayMs: 1, maxDelayMs: 1 },
        signupPerIp: { max: 3, windowMs: 60_000 },
        resetCodeGuesses: { max: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('stops one address guessing an account without locking the owner out from another address', async () => {
    const account = await signUp(t.app, {}, '10.0.0.1');
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(account.email, 'wrong-guess', '10.9.9.9')).statusCode).toBe(401);
    expect((await login(account.email, account.password, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(account.email, account.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('limits sign-ups per address', async () => {
    const from = '10.1.1.1';
    for (let attempt = 0; attempt < 3; attempt += 1) await signUp(t.app, {}, from);
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { email: uniqueEmail(), password: 'longenough' },
      remoteAddress: from,
    });
    expect([fourth.statusCode, fourth.json().msg]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });

  it('stops guessing reset codes after a few wrong ones, even with the right code afterwards', async () => {
    const account = await signUp(t.app, {}, '10.2.2.2');
    await t.app.inject({ method: 'POST', url: '/api/request-reset-password', payload: { email: account.email } });
    await t.jobs.drain();
    const mail = [...mailer.sent].reverse().find((message) => message.to === account.email && message.subject.startsWith('Reset'))!;
    const [, id, code] = /reset-password\?id=([0-9a-f-]+)&code=(\S+)/.exec(mail.text)!;
    const attempt = (guess: string) =>
      t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { id, code: guess, password: 'brand-new-pass' } });
    expect((await attempt('wrong-1')).json().msg).toBe('INVALID_RESET_LINK');
    expect((await attempt('wrong-2')).json().msg).toBe('INVALID_RESET_LINK');
    expect((await attempt(decodeURIComponent(code!))).statusCode).toBe(429);
  });

  it('lets an owner locked out by wrong passwords log in from that address once the password is reset', async () => {
    const from = '10.4.4.4';
    const account = await signUp(t.app, {}, from);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(account.email, 'forgotten-one', from)).statusCode).toBe(401);
    expect((await login(account.email, account.password, from)).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/api/request-reset-password', payload: { email: account.email }, remoteAddress: from });
    await t.jobs.drain();
    const mail = [...mailer.sent].reverse().find((message) => message.to === account.email && message.subject.startsWith('Reset'))!;
    const [, id, code] = /reset-password\?id=([0-9a-f-]+)&code=(\S+)/.exec(mail.text)!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { id, code: decodeURIComponent(code!), password: 'remembered-now' },
      remoteAddress: from,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(account.email, 'remembered-now', from)).statusCode).toBe(200);
    // Another address guessing the account is still held back.
    for (let attempt = 0; attempt < 3; attempt += 1) await login(account.email, 'a-guess', '10.8.8.8');
    expect((await login(account.email, 'remembered-now', '10.8.8.8')).statusCode).toBe(429);
  });

  it('ends the other sessions when the password is changed on the profile, and keeps this one', async () => {
    const account = await signUp(t.app, {}, '10.3.3.3');
    const phone = await logIn(t.app, account.email, account.password);
    const laptop = await logIn(t.app, account.email, account.password);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${encodeURIComponent(account.email)}`,
      headers: { cookie: laptop },
      payload: { old_password: account.password, new_password: 'a-new-password-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: phone } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: laptop } })).statusCode).toBe(200);
  });
});
