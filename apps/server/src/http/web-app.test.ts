import Fastify from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriteGeneration } from '../infra/cache/write-generation.js';
import { registerWebApp } from './web-app.js';

describe('registerWebApp', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const app = Fastify();

  beforeAll(async () => {
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><script src="/assets/index-Ab12Cd34.js"></script>');
    fs.writeFileSync(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
    fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await registerWebApp(app, distDir, { writes: createWriteGeneration() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('lets browsers keep the hashed build files for a year, other files for an hour, and never the page that names them', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const route = await app.inject({ method: 'GET', url: '/webinar/manage' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('/assets/index-Ab12Cd34.js');
    expect(route.headers['cache-control']).toBe('no-cache');
    const index = await app.inject({ method: 'GET', url: '/index.html' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli or gzip copy the build wrote when the browser accepts it, and the plain file otherwise', async () => {
    const script = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
    const file = path.join(distDir, 'assets', 'app-Cc55Dd66.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      // A file added after the start goes through the not-found handler's sendFile, which must compress the same way.
      const answer = await app.inject({ method: 'GET', url: '/assets/app-Cc55Dd66.js', headers: { 'accept-encoding': accepted } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toContain('javascript');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBeLessThan(script.length / 4);
      expect(decode(answer.rawPayload).toString()).toBe(script);
    }
    const plain = await app.inject({ method: 'GET', url: '/assets/app-Cc55Dd66.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves the files of a build replaced while it runs, and answers a missing build file 404, not with the page', async () => {
    fs.writeFileSync(path.join(distDir, 'assets', 'index-Zz98Yy76.js'), 'console.log(2);');
    const added = await app.inject({ method: 'GET', url: '/assets/index-Zz98Yy76.js' });
    expect(added.statusCode).toBe(200);
    expect(added.body).toBe('console.log(2);');
    expect(added.headers['content-type']).toContain('javascript');
    expect(added.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/index-Gone0000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
    const outside = await app.inject({ method: 'GET', url: '/assets/..%2F..%2Fetc%2Fpasswd' });
    expect(outside.statusCode).not.toBe(200);
    expect(outside.body).not.toContain('root:');
  });

  it('asks to come back in a moment while a rebuild has taken the page away', async () => {
    const page = path.join(distDir, 'index.html');
    const saved = fs.readFileSync(page);
    fs.rmSync(page);
    try {
      const updating = await app.inject({ method: 'GET', url: '/channel/browse' });
      expect(updating.statusCode).toBe(503);
      expect(updating.headers['retry-after']).toBe('5');
      expect(updating.body).toContain('The site is being updated');
    } finally {
      fs.writeFileSync(page, saved);
    }
    expect((await app.inject({ method: 'GET', url: '/channel/browse' })).statusCode).toBe(200);
  });

  it('answers the home page and any app route with the page itself', async () => {
    for (const url of ['/', '/channel/category?category=K1_FINANCE', '/channel/some-slug']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('/assets/index-Ab12Cd34.js');
    }
  });

  it('answers unknown API paths with the JSON 404', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ msg: 'NOT_FOUND' });
  });
});
