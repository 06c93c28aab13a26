import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createPocketsphinxTranscriber } from '../../infra/transcription/index.js';

describe.each(databaseKinds(import.meta.url))('system routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { GEO_COUNTRY_HEADER: 'cf-ipcountry', GUEST_VIDEO_CHANNELS: 'MetroTalk' });
  });
  afterAll(() => t.close());

  it('GET /api/health answers ok while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/locale picks Chinese for Hong Kong and follows the browser elsewhere', async () => {
    const hk = await t.app.inject({ method: 'GET', url: '/api/locale', headers: { 'cf-ipcountry': 'HK', 'accept-language': 'en-US' } });
    expect(hk.json()).toEqual({ country: 'HK', language: 'zh' });
    const us = await t.app.inject({ method: 'GET', url: '/api/locale', headers: { 'cf-ipcountry': 'US', 'accept-language': 'en-US' } });
    expect(us.json()).toEqual({ country: 'US', language: 'en' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/locale', headers: { 'accept-language': 'zh-HK,zh;q=0.9' } });
    expect(unknown.json()).toEqual({ country: null, language: 'zh' });
  });

  it('GET /api/config tells the web app its mode, brand, the channels whose videos guests may list and which payments are not real', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      single_channel: null,
      guest_video_channels: ['metrotalk'],
      brand: 'chunks',
      payment_sandbox: { card: true, carrier: true },
      // Debian's pocketsphinx model (scripts/system-deps.sh) transcribes English; no Cantonese model is configured.
      transcribed_languages: ['en-US'],
    });
  });

  it('GET /api/config lists no spoken language as transcribed when no engine can run, so hosts are warned for all', async () => {
    const withoutModels = await createTestApp(kind, { transcribers: [createPocketsphinxTranscriber({ modelDir: '/nonexistent' })] });
    const response = await withoutModels.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().transcribed_languages).toEqual([]);
    await withoutModels.close();
  });

  it('answers unknown API paths with the catalogue 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI document of the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/signup', '/api/auth/login', '/api/users/{email}', '/api/admin/outbox']));
    // Every error answer refers to the one error component instead of repeating its list of codes.
    const loginErrors = response.json().paths['/api/auth/login'].post.responses['401'].content['application/json'].schema;
    expect(loginErrors).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(response.json().components.schemas.ApiError.properties.msg.enum).toContain('VALIDATION_ERROR');
  });
});

describe('health without a database', () => {
  it('stays live but answers not ready with 503 SERVICE_UNAVAILABLE when the database does not answer', async () => {
    const t = await createTestApp('pglite');
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    await t.database.handle.close();
    const notReady = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().msg).toBe('SERVICE_UNAVAILABLE');
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    await t.app.close();
  });
});
