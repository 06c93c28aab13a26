import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { ADMIN_ENV, createTestApp, signedInUser, signUp, logInAsAdmin, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds(import.meta.url))('GET /api/admin/outbox on %s', (kind) => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    // No mailer override and no SMTP_URL: mail goes to the outbox, as on a fresh install.
    t = await createTestApp(kind, {}, ADMIN_ENV);
    adminCookie = await logInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  it('shows admins the stored emails, newest first, paged', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    await t.jobs.drain();
    const welcomes = (await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: adminCookie } })).json();
    expect(welcomes.results.map((mail: { to: string }) => mail.to)).toEqual(expect.arrayContaining([first.email, second.email]));
    for (const email of [first.email, second.email]) {
      await t.app.inject({ method: 'POST', url: '/api/request-reset-password', payload: { email } });
    }
    await t.jobs.drain();
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?limit=1', headers: { cookie: adminCookie } });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body._total_count).toBe(welcomes._total_count + 2);
    expect(body._limit).toBe(1);
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({ channel: 'email', to: second.email, subject: 'Reset your password 重設密碼' });
    expect(body.results[0].text).toContain('/reset-password?id=');
    const next = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?limit=1&offset=1', headers: { cookie: adminCookie } });
    expect(next.json().results[0].to).toBe(first.email);
  });

  it('refuses viewers and hosts with 403 and guests with 401', async () => {
    const viewer = await signedInUser(t.app, 'viewer');
    const host = await signedInUser(t.app, 'host');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: viewer.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: host.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
  });

  it('refuses a bad page size', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?limit=0', headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('VALIDATION_ERROR');
  });
});
