import fastifyCookie from '@fastify/cookie';
import { SESSION_COOKIE_NAME } from '@platform/shared';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createWriteGeneration } from '../infra/cache/write-generation.js';
import { registerGuestCache } from './guest-cache.js';

/** A server with one cached list (each answer numbered, so a kept answer shows), one uncached route and one write. */
async function listServer(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 0;
  let computed = 0;
  const app = Fastify();
  await app.register(fastifyCookie);
  registerGuestCache(app, { maxEntries: options.maxEntries ?? 10, writes: createWriteGeneration(), now: () => clock });
  app.get('/list', { config: { guestCacheMs: options.ttlMs ?? 1_000 } }, async (request) => {
    computed += 1;
    const { fail } = request.query as { fail?: string };
    if (fail) throw Object.assign(new Error('broken'), { statusCode: 500 });
    return { answer: computed };
  });
  app.get('/uncached', async () => ({ answer: (computed += 1) }));
  app.post('/change', async () => ({ ok: true }));
  return {
    app,
    advance: (ms: number) => {
      clock += ms;
    },
    answerOf: async (url: string, cookie?: string) =>
      (await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json().answer as number,
  };
}

describe('registerGuestCache', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it("serves a guest's list again within its time, per URL, and works it out afresh after", async () => {
    const server = await listServer();
    close = () => server.app.close();
    const first = await server.answerOf('/list?page=1');
    const hit = await server.app.inject({ method: 'GET', url: '/list?page=1' });
    expect(hit.json().answer).toBe(first);
    expect(hit.headers['x-guest-cache']).toBe('hit');
    expect(hit.headers['content-type']).toContain('application/json');
    expect(await server.answerOf('/list?page=2')).not.toBe(first);
    server.advance(1_000);
    expect(await server.answerOf('/list?page=1')).not.toBe(first);
  });

  it('never serves a kept answer to someone with a session, nor keeps theirs', async () => {
    const server = await listServer();
    close = () => server.app.close();
    const session = `${SESSION_COOKIE_NAME}=token`;
    const guest = await server.answerOf('/list');
    const signedIn = await server.answerOf('/list', session);
    expect(signedIn).not.toBe(guest);
    expect(await server.answerOf('/list', session)).not.toBe(signedIn);
    expect(await server.answerOf('/list')).toBe(guest);
  });

  it('forgets every kept answer when a request that may change data comes in', async () => {
    const server = await listServer();
    close = () => server.app.close();
    const before = await server.answerOf('/list');
    await server.app.inject({ method: 'POST', url: '/change' });
    expect(await server.answerOf('/list')).not.toBe(before);
  });

  it('keeps only successful answers of routes that ask for it, and no more than its size', async () => {
    const server = await listServer({ maxEntries: 2 });
    close = () => server.app.close();
    expect((await server.app.inject({ method: 'GET', url: '/list?fail=1' })).statusCode).toBe(500);
    expect((await server.app.inject({ method: 'GET', url: '/list?fail=1' })).headers['x-guest-cache']).toBeUndefined();
    const uncached = await server.answerOf('/uncached');
    expect(await server.answerOf('/uncached')).not.toBe(uncached);

    const oldest = await server.answerOf('/list?page=1');
    await server.answerOf('/list?page=2');
    await server.answerOf('/list?page=3');
    expect(await server.answerOf('/list?page=1')).not.toBe(oldest);
  });
});
