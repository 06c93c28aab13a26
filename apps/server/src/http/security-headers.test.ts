import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { securityHeaders } from './security-headers.js';

describe('security headers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends CSP with frame-ancestors none, nosniff and a referrer policy on API answers and pages, without HSTS on http', async () => {
    t = await createTestApp('pglite');
    for (const url of ['/api/health', '/channel/browse']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('reads the headers helmet sets once, without the headers every answer has of its own', async () => {
    const headers = await securityHeaders('http://chunks.example');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(Object.keys(headers)).not.toContain('content-type');
    expect(Object.keys(headers)).not.toContain('content-length');
    expect(Object.keys(headers)).not.toContain('date');
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('lets the player fetch media from the storage origin that signed URLs point at, and from nowhere else', async () => {
    const csp = (await securityHeaders('http://chunks.example', ['http://127.0.0.1:9000']))['content-security-policy'];
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9000;");
    expect(csp).toContain('media-src');
    expect(csp).toMatch(/media-src [^;]*http:\/\/127\.0\.0\.1:9000/);
    expect((await securityHeaders('http://chunks.example'))['content-security-policy']).toContain("connect-src 'self';");
  });

  it('sends them on refusals and unknown paths too', async () => {
    t = await createTestApp('pglite');
    for (const url of ['/api/no-such-route', '/api/users/me']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('adds HSTS when the public URL is https', async () => {
    t = await createTestApp(
      'pglite',
      {},
      {
        PUBLIC_URL: 'https://chunks.example',
        PAYMENTS_SANDBOX: 'true',
        CARRIER_SANDBOX: 'true',
        // A site on https stores passwords at the real cost: the config refuses the test suite's cheaper one there.
        PASSWORD_HASHING: 'owasp',
      },
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
