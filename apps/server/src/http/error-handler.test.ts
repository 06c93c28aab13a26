import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createContainer } from '../container.js';
import { createRootLogger } from '../infra/logging/logger.js';
import { openTestDatabase, type TestDatabase } from '../test/databases.js';
import { loadConfig } from '../config.js';
import type { FastifyInstance } from 'fastify';

describe('error answers and request logs', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        callback();
      },
    });
    const config = loadConfig({ PUBLIC_URL: 'http://app.test', WEB_DIST_DIR: '/nonexistent', DATA_DIR: '/tmp/error-handler-test' });
    const container = await createContainer(config, database.handle, createRootLogger({ level: 'info', destination }), { queue: 'inline' });
    app = await buildApp(container);
    app.get('/api/test/crash', async () => {
      throw new Error('boom with password=hunter2');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('keeps Fastify client errors at their status with a catalogue key', async () => {
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect([tooLarge.statusCode, tooLarge.json().msg]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect([wrongType.statusCode, wrongType.json().msg]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const badEncoding = await app.inject({ method: 'GET', url: '/api/users/%E0%A4%A' });
    expect([badEncoding.statusCode, badEncoding.json().msg]).toEqual([400, 'BAD_URL_ENCODING']);
  });

  it('answers 431 with a catalogue key when headers are too large', async () => {
    const { port } = app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-big': 'x'.repeat(64 * 1024) } });
    expect(response.status).toBe(431);
    expect((await response.json()).msg).toBe('HEADERS_TOO_LARGE');
  });

  it.each([
    ['a NUL in the path', { method: 'GET', url: '/api/users/a%00b' }],
    ['a control character in the query', { method: 'GET', url: '/api/keyword?search=a%07b' }],
    ['a NUL in a JSON string', { method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@b.c', password: 'whatever1' } }],
  ] as const)('refuses %s with 400 CONTROL_CHARACTER', async (_name, request) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('CONTROL_CHARACTER');
  });

  it('answers a 5xx with the request id that its log line carries, and hides the cause', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ msg: 'INTERNAL_ERROR', request_id: expect.any(String) });
    expect(response.body).not.toContain('hunter2');
    expect(response.headers['x-request-id']).toBe(body.request_id);
    const logged = lines.find((line) => line.request_id === body.request_id && line.level === 50);
    expect(logged).toBeDefined();
  });

  it('puts the request id on every line and redacts cookies and secret query values', async () => {
    await app.inject({ method: 'GET', url: '/api/join?workspace=x&pwd=secret-token-1', headers: { cookie: 'sid=secret-cookie-1' } });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-token-1');
    expect(text).not.toContain('secret-cookie-1');
    const incoming = lines.filter((line) => line.msg === 'incoming request');
    expect(incoming.length).toBeGreaterThan(0);
    expect(incoming.every((line) => typeof line.request_id === 'string')).toBe(true);
  });
});

describe('root logger', () => {
  it('redacts SQL parameters and password hashes wherever they are logged', async () => {
    const chunks: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk.toString('utf8'));
        callback();
      },
    });
    const log = createRootLogger({ level: 'info', destination });
    const error = Object.assign(new Error('insert failed'), { params: ['$argon2id$secret-hash'], detail: 'Key (email)=(a@b.c) exists' });
    log.error({ err: error, user: { passwordHash: '$argon2id$other' } }, 'failed');
    const text = chunks.join('');
    expect(text).toContain('insert failed');
    expect(text).not.toContain('secret-hash');
    expect(text).not.toContain('$argon2id$other');
    expect(text).not.toContain('a@b.c');
  });
});
