import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { RECENT_SESSIONS } from './index.js';
import { createTestApp, logIn, memoryMailer, sessionCookie, signUp, uniqueEmail, type TestApp } from '../../test/test-app.js';

function resetLinkParts(text: string): { id: string; code: string } {
  const match = /\/reset-password\?id=([0-9a-f-]+)&code=([^\s]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return { id: match[1]!, code: decodeURIComponent(match[2]!) };
}

describe.each(databaseKinds(import.meta.url))('auth routes on %s', (kind) => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      mailer,
      authLimits: {
        loginPerIp: { max: 1000, windowMs: 60_000 },
        loginPerIpAndAccount: { max: 3, windowMs: 60_000 },
        resetPerIp: { max: 1000, windowMs: 60_000 },
        resetPerAccount: { max: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  describe('POST /api/signup', () => {
    it('creates a viewer and answers 201 without a channel', async () => {
      const email = uniqueEmail('Viewer');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { email, password: 'longenough', first_name: 'Mei', last_name: 'Chan', role: 'viewer' },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.user).toMatchObject({ email: email.toLowerCase(), role: 'viewer', first_name: 'Mei', display_name: 'Mei Chan' });
      expect(body.user.referral_code).toMatch(/^[A-Z0-9]{8}$/);
      expect(body.workspace_id).toBeNull();
      expect(JSON.stringify(body)).not.toContain('password');
    });

    it('writes a Chinese display name family name first, without a space', async () => {
      const { user } = await signUp(t.app, { first_name: '大文', last_name: '陳' });
      expect(user.display_name).toBe('陳大文');
    });

    it('leaves the display name empty without a name, never taking it from the email that others must not see', async () => {
      const { user } = await signUp(t.app, { first_name: '', last_name: '' });
      expect(user.display_name).toBe('');
    });

    it('creates a host with the named channel', async () => {
      const { user } = await signUp(t.app, { role: 'host', workspace_name: 'Finance Daily' });
      expect(user.role).toBe('host');
      const channels = (await t.database.handle.db.query.workspaces.findMany()).filter((w) => w.hostUserId === user.id);
      expect(channels).toHaveLength(1);
      expect(channels[0]).toMatchObject({ name: 'Finance Daily', slug: expect.stringMatching(/^financedaily\d*$/), publish: false });
    });

    it('refuses a duplicate email, whatever its case, naming the duplicate', async () => {
      const { email } = await signUp(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { email: email.toUpperCase(), password: 'longenough' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: 'DUPLICATE_USER_EMAIL', details: [{ path: 'email', message: 'DUPLICATE_USER_EMAIL' }] });
    });

    it.each([
      [{ email: 'not-an-email', password: 'longenough' }, 'VALIDATION_ERROR', 'invalid_email'],
      [{ email: '', password: 'longenough' }, 'VALIDATION_ERROR', 'required'],
      [{ email: 'short@example.com', password: 'short' }, 'VALIDATION_ERROR', 'password_too_short'],
      [{ email: 'host@example.com', password: 'longenough', role: 'host', workspace_name: 'abc' }, 'VALIDATION_ERROR', 'name_too_short'],
      [{ email: 'admin@example.com', password: 'longenough', role: 'admin' }, 'VALIDATION_ERROR', undefined],
    ])('refuses bad input %j', async (payload, msg, detail) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/signup', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe(msg);
      if (detail) expect(response.json().details.map((d: { message: string }) => d.message)).toContain(detail);
    });

    it('records the referrer and refuses an unknown referral code', async () => {
      const referrer = await signUp(t.app);
      const { user } = await signUp(t.app, { referral_code: referrer.user.referral_code.toLowerCase() });
      const row = await t.database.handle.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
      expect(row?.usedReferralCode).toBe(referrer.user.referral_code);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { email: uniqueEmail(), password: 'longenough', referral_code: 'ZZZZZZZZ' },
      });
      expect(response.json().msg).toBe('REFERRAL_CODE_NOT_FOUND');
    });

    it('refuses a sign-up posted from another site', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        headers: { origin: 'https://evil.example' },
        payload: { email: uniqueEmail(), password: 'longenough' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe('CROSS_ORIGIN_REQUEST');
    });
  });

  describe('login, me, logout', () => {
    it('logs in with an httpOnly SameSite cookie, answers me, and logout ends the session server-side', async () => {
      const { email, password, user } = await signUp(t.app);
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.id).toBe(user.id);
      const setCookie = String(login.headers['set-cookie']);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      const cookie = sessionCookie(login);

      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({
        id: user.id,
        email,
        role: 'viewer',
        first_name: '',
        last_name: '',
        display_name: user.display_name,
        referral_code: user.referral_code,
      });

      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(logout.statusCode).toBe(204);
      const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(after.statusCode).toBe(401);
      expect(after.json().msg).toBe('NOT_LOGGED_IN');
    });

    it('answers the same 401 for a wrong password and for an unknown email', async () => {
      const { email } = await signUp(t.app);
      const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: 'wrong-password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.cookies).toHaveLength(0);
    });

    it('limits login attempts per account with 429', async () => {
      const { email, password } = await signUp(t.app);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } });
      }
      const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().msg).toBe('TOO_MANY_REQUESTS');
    });

    it('treats an expired session as logged out', async () => {
      const { email, password, user } = await signUp(t.app);
      const cookie = await logIn(t.app, email, password);
      const { sessions } = await import('./auth.table.js');
      const { eq } = await import('drizzle-orm');
      await t.database.handle.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, user.id));
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
      await logIn(t.app, email, password);
      const remaining = await t.database.handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(remaining).toHaveLength(1);
    });

    it('ends a session read a moment ago at once when it is ended here, and within the lookup’s time when a job ends it unannounced', async () => {
      const { email, password, user } = await signUp(t.app);
      const [kept, other] = [await logIn(t.app, email, password), await logIn(t.app, email, password)];
      const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect((await me(kept)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(200);

      // Through this server: the log-out is seen by the very next read.
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: other } })).statusCode).toBe(204);
      expect((await me(other)).statusCode).toBe(401);

      // Removed from the table without a revocation (no route does this): reads stop being served once the kept
      // lookup is RECENT_SESSIONS.ttlMs old. Only the clock is moved, so the database and sockets run as ever.
      expect((await me(kept)).statusCode).toBe(200);
      const { sessions } = await import('./auth.table.js');
      const { eq } = await import('drizzle-orm');
      await t.database.handle.db.delete(sessions).where(eq(sessions.userId, user.id));
      expect((await me(kept)).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RECENT_SESSIONS.ttlMs });
      try {
        expect((await me(kept)).statusCode).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    });

    it('answers 401 to me without a cookie or with a forged one', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: 'sid=forged' } })).statusCode).toBe(401);
    });

    it('refuses malformed login bodies with 400 and no internals', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('INVALID_JSON');
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    });
  });

  describe('password reset', () => {
    it('answers 200 for unknown emails without sending anything', async () => {
      await t.jobs.drain();
      const before = mailer.sent.length;
      const response = await t.app.inject({ method: 'POST', url: '/api/request-reset-password', payload: { email: uniqueEmail() } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: 'PASSWORD_RESET_EMAIL_SENT' });
      await t.jobs.drain();
      expect(mailer.sent.length).toBe(before);
    });

    it('mails a link with id and code that resets once; old password and old sessions stop working', async () => {
      const { email, password } = await signUp(t.app);
      const oldSession = await logIn(t.app, email, password);
      const requested = await t.app.inject({ method: 'POST', url: '/api/request-reset-password', payload: { email } });
      expect(requested.statusCode).toBe(200);
      await t.jobs.drain();
      const mail = mailer.sent.at(-1)!;
      expect(mail.to).toBe(email);
      expect(mail.text).toContain('http://app.test/reset-password?id=');
      const { id, code } = resetLinkParts(mail.text);

      const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { id, code, password: 'brand-new-pass' } });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ msg: 'PASSWORD_RESET_DONE', email });

      const again = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { id, code, password: 'another-pass-1' } });
      expect(again.statusCode).toBe(400);
      expect(again.json().msg).toBe('INVALID_RESET_LINK');

      const oldLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'brand-new-pass' } });
      expect(newLogin.statusCode).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: oldSession } });
      expect(me.statusCode).toBe(401);
    });

    it('refuses a wrong code and a short password', async () => {
      const { email } = await signUp(t.app);
      await t.app.inject({ method: 'POST', url: '/api/request-reset-password', payload: { email } });
      await t.jobs.drain();
      const { id } = resetLinkParts(mailer.sent.at(-1)!.text);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { id, code: 'guess', password: 'brand-new-pass' },
      });
      expect(wrong.json().msg).toBe('INVALID_RESET_LINK');
      const short = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { id, code: 'guess', password: 'short' } });
      expect(short.statusCode).toBe(400);
      expect(short.json().msg).toBe('VALIDATION_ERROR');
    });

    it('refuses an expired link', async () => {
      const { email } = await signUp(t.app);
      await t.app.inject({ method: 'POST', url: '/api/request-reset-password', payload: { email } });
      await t.jobs.drain();
      const { id, code } = resetLinkParts(mailer.sent.at(-1)!.text);
      const { passwordResets } = await import('./auth.table.js');
      const { eq } = await import('drizzle-orm');
      await t.database.handle.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.id, id));
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { id, code, password: 'brand-new-pass' },
      });
      expect(response.json().msg).toBe('INVALID_RESET_LINK');
    });

    it('limits reset requests per account with 429', async () => {
      const { email } = await signUp(t.app);
      await t.app.inject({ method: 'POST', url: '/api/request-reset-password', payload: { email } });
      await t.app.inject({ method: 'POST', url: '/api/request-reset-password', payload: { email } });
      const third = await t.app.inject({ method: 'POST', url: '/api/request-reset-password', payload: { email } });
      expect(third.statusCode).toBe(429);
      expect(third.json().msg).toBe('TOO_MANY_REQUESTS');
    });
  });
});
