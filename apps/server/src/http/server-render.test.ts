import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriteGeneration } from '../infra/cache/write-generation.js';
import { registerWebApp } from './web-app.js';

const INDEX_HTML =
  '<!doctype html>\n<html lang="en" data-mantine-color-scheme="light">\n<head><title>Chunks.AI</title></head>\n' +
  '<body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body>\n</html>';

/**
 * A stand-in for the web build's server entry (apps/web/src/entry-server.tsx), with its contract: it renders the pages
 * under /page through the server's own routes, says null for other addresses, and fails for /page/fail. What the real
 * entry renders is checked in the browser (e2e/tests/chrome/server-render.e2e.ts).
 */
const ENTRY = `
let api;
export async function startServerRendering(fetchApi) { api = fetchApi; }
export async function renderPage(url, language) {
  if (!url.startsWith('/page')) return null;
  if (url.startsWith('/page/fail')) throw new Error('the page failed to render');
  const answer = await api('/api/renders');
  const { count, signedIn } = await answer.json();
  return {
    rootHtml: '<p>' + language + ' render ' + count + (signedIn ? ' signed in' : ' as a guest') + '</p>',
    lang: language === 'zh' ? 'zh-HK' : 'en',
    state: { language, note: '</script><script>alert(1)</script>' },
    stateElementId: 'server-render-state',
  };
}`;

const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

describe('server rendering of first-visit pages', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-ssr-'));
  const app = Fastify();
  let renders = 0;
  let letSlowGeoAnswer = () => {};
  const slowGeoAnswers = new Promise<void>((resolve) => (letSlowGeoAnswer = resolve));

  beforeAll(async () => {
    fs.mkdirSync(path.join(distDir, 'ssr'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(distDir, 'ssr', 'entry-server.mjs'), ENTRY);
    await app.register(fastifyCookie);
    app.get('/api/renders', async (request) => {
      renders += 1;
      return { count: renders, signedIn: Boolean(request.cookies.sid) };
    });
    // As the real route: a trusted proxy's country header first (its name is configured), then Accept-Language. A
    // visitor marked x-slow-geo waits for a geo-IP service that answers only once the test lets it, and then wrongly.
    app.get('/api/locale', async (request) => {
      if (request.headers['x-slow-geo']) {
        await slowGeoAnswers;
        return { country: 'GB', language: 'en' };
      }
      return standInLocale(request.headers);
    });
    const standInLocale = (headers: Record<string, string | string[] | undefined>) => ({
      country: headers['x-visitor-country'] ?? null,
      language: headers['x-visitor-country'] === 'HK' || String(headers['accept-language'] ?? '').startsWith('zh') ? 'zh' : 'en',
    });
    app.post('/api/change', async () => ({ ok: true }));
    const writes = createWriteGeneration();
    app.addHook('onRequest', async (request) => {
      if (request.method === 'POST') writes.bump();
    });
    await registerWebApp(app, distDir, { writes });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("sends a guest the page rendered, its state as inert JSON, in the page's language", async () => {
    const answer = await app.inject({ method: 'GET', url: '/page/one' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(rootOf(answer.body)).toMatch(/^<p>en render \d+ as a guest<\/p>$/);
    expect(answer.body).toContain('<html lang="en" data-mantine-color-scheme="light">');
    const state = /<script type="application\/json" id="server-render-state">(.*?)<\/script>/s.exec(answer.body)?.[1];
    expect(JSON.parse(state!)).toEqual({ language: 'en', note: '</script><script>alert(1)</script>' });
    // The text that closes the element and opens another is escaped: one script element of JSON, and the app's own.
    expect(answer.body.match(/<script/g)).toHaveLength(2);
  });

  it('renders in the language the visitor chose, else the one the server guesses from Accept-Language', async () => {
    const chosen = await app.inject({
      method: 'GET',
      url: '/page/two',
      cookies: { display_language: 'zh' },
      headers: { 'accept-language': 'en' },
    });
    expect(rootOf(chosen.body)).toMatch(/^<p>zh render/);
    expect(chosen.body).toContain('<html lang="zh-HK" data-mantine-color-scheme="light">');
    const guessed = await app.inject({ method: 'GET', url: '/page/three', headers: { 'accept-language': 'zh-HK,zh;q=0.9' } });
    expect(rootOf(guessed.body)).toMatch(/^<p>zh render/);
    const english = await app.inject({ method: 'GET', url: '/page/three', headers: { 'accept-language': 'en-GB' } });
    expect(rootOf(english.body)).toMatch(/^<p>en render/);
    const fromProxy = await app.inject({
      method: 'GET',
      url: '/page/three',
      headers: { 'accept-language': 'en-GB', 'x-visitor-country': 'HK' },
    });
    expect(rootOf(fromProxy.body)).toMatch(/^<p>zh render/);
  });

  it("does not hold a page for a slow geo-IP guess: the browser's languages decide it", async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/page/slow-geo',
      headers: { 'accept-language': 'zh-HK,zh;q=0.9', 'x-slow-geo': '1' },
    });
    // Had the page waited for the guess, it would never have come: the guess answers only after this line.
    letSlowGeoAnswer();
    expect(rootOf(answer.body)).toMatch(/^<p>zh render/);
  });

  it('sends the page compressed as the browser accepts', async () => {
    const plain = await app.inject({ method: 'GET', url: '/page/four' });
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const answer = await app.inject({ method: 'GET', url: '/page/four', headers: { 'accept-encoding': accepted } });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/);
      expect(decode(answer.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('never renders for a signed-in visitor: their page is the app for the browser to render', async () => {
    const before = renders;
    const answer = await app.inject({ method: 'GET', url: '/page/five', cookies: { sid: 'a-session' } });
    expect(answer.statusCode).toBe(200);
    expect(rootOf(answer.body)).toBe('');
    expect(answer.body).not.toContain('server-render-state');
    expect(renders).toBe(before);
  });

  it('serves a rendered page again for a moment, and renders anew after a change', async () => {
    const first = rootOf((await app.inject({ method: 'GET', url: '/page/six' })).body);
    const again = rootOf((await app.inject({ method: 'GET', url: '/page/six' })).body);
    expect(again).toBe(first);
    await app.inject({ method: 'POST', url: '/api/change' });
    const after = rootOf((await app.inject({ method: 'GET', url: '/page/six' })).body);
    expect(after).not.toBe(first);
  });

  it('serves the plain app for addresses it does not render and for a render that fails', async () => {
    for (const url of ['/login', '/page/fail']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(rootOf(answer.body)).toBe('');
      expect(answer.body).toContain('/assets/index-Ab12Cd34.js');
    }
  });

  it('does not serve the server renderer as a file', async () => {
    const answer = await app.inject({ method: 'GET', url: '/ssr/entry-server.mjs' });
    expect(answer.body).not.toContain('startServerRendering');
  });
});
