import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { gradientPng } from '../../seed/placeholder-image.js';
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

  it('serves a wide banner as WebP copies of 640, 1080 and 1440 pixels, and removes them with the banner', async () => {
    const wide = gradientPng(1800, 650, [200, 40, 40], [40, 40, 200]).toString('base64');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/banners',
      headers: { cookie: adminCookie },
      payload: { base64: wide, redirect_url: '/channel/browse' },
    });
    expect(created.statusCode).toBe(201);
    const sources: { url: string; width: number }[] = created.json().image_sources;
    expect(sources.map((source) => source.width)).toEqual([640, 1080, 1440]);
    const files = await Promise.all(sources.map((source) => t.app.inject({ method: 'GET', url: source.url })));
    expect(files.map((file) => file.headers['content-type'])).toEqual(['image/webp', 'image/webp', 'image/webp']);
    // A lossy WebP ('VP8 ' chunk) keeps its width in the 14 low bits of bytes 26-27.
    expect(files.map((file) => file.rawPayload.toString('latin1', 12, 16))).toEqual(['VP8 ', 'VP8 ', 'VP8 ']);
    expect(files.map((file) => file.rawPayload.readUInt16LE(26) & 0x3fff)).toEqual([640, 1080, 1440]);
    expect(created.json().image_url).toBe(sources[2]?.url);
    await t.app.inject({ method: 'DELETE', url: `/api/banners/${created.json().id}`, headers: { cookie: adminCookie } });
    expect((await t.app.inject({ method: 'GET', url: sources[0]?.url ?? '' })).statusCode).toBe(404);
  });

  it('keeps a banner narrower than every copy at its own width, never enlarged', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/banners',
      headers: { cookie: adminCookie },
      payload: { base64: TINY_PNG_BASE64, redirect_url: '/channel/browse' },
    });
    expect(created.json().image_sources.map((source: { width: number }) => source.width)).toEqual([1]);
    await t.app.inject({ method: 'DELETE', url: `/api/banners/${created.json().id}`, headers: { cookie: adminCookie } });
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
