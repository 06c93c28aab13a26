import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { TINY_PNG_BASE64 } from '../../test/images.js';
import { ADMIN_ENV, createTestApp, signedInUser, logInAsAdmin, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds(import.meta.url))('banners routes on %s', (kind) => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ...ADMIN_ENV, SECRET_KEY: 'y'.repeat(32) });
    adminCookie = await logInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  it('lets admins add and remove promotion banners that everyone sees in order', async () => {
    const add = (redirect: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/banners',
        headers: { cookie: adminCookie },
        payload: { base64: TINY_PNG_BASE64, redirect_url: redirect },
      });
    const first = await add('/channel/browse');
    const second = await add('https://example.com/promo');
    expect(first.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/banners' });
    expect(list.json().results.map((banner: { redirect_url: string }) => banner.redirect_url)).toEqual([
      '/channel/browse',
      'https://example.com/promo',
    ]);
    const image = await t.app.inject({ method: 'GET', url: list.json().results[0].image_url });
    expect(image.statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/banners/${second.json().id}`, headers: { cookie: adminCookie } });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/banners' })).json().results).toHaveLength(1);
  });

  it('refuses hosts, viewers and guests, and a redirect that is not a link', async () => {
    const host = await signedInUser(t.app, 'host');
    const payload = { base64: TINY_PNG_BASE64, redirect_url: '/x' };
    expect((await t.app.inject({ method: 'POST', url: '/api/banners', headers: { cookie: host.cookie }, payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/banners', payload })).statusCode).toBe(401);
    for (const redirect of ['javascript:alert(1)', '//evil.example/path', 'example.com']) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/banners',
        headers: { cookie: adminCookie },
        payload: { ...payload, redirect_url: redirect },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([{ path: 'redirect_url', message: 'banner_link_invalid' }]);
    }
  });
});
