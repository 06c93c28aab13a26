import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createBoundedQueue } from './bounded-queue.js';

describe('createBoundedQueue', () => {
  it('runs up to the limit, queues up to the wait list, refuses the rest, and hands turns on in order', async () => {
    const queue = createBoundedQueue({ running: 2, waiting: 1 });
    expect(await queue.acquire()).toBe(true);
    expect(await queue.acquire()).toBe(true);
    const order: string[] = [];
    const waiting = queue.acquire().then((granted) => order.push(`waiter ${granted}`));
    expect(await queue.acquire()).toBe(false);
    expect(queue.stats()).toEqual({ running: 2, waiting: 1 });
    queue.release();
    await waiting;
    expect(order).toEqual(['waiter true']);
    expect(queue.stats()).toEqual({ running: 2, waiting: 0 });
    queue.release();
    queue.release();
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('registerBoundedQueue', () => {
  it('refuses list requests beyond the queue with 503 SERVICE_BUSY and leaves other routes alone', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerErrorHandler } = await import('./error-handler.js');
    const { registerBoundedQueue } = await import('./bounded-queue.js');
    const app = Fastify();
    registerErrorHandler(app);
    registerBoundedQueue(app, { running: 1, waiting: 1 });
    app.get('/list', { config: { boundedQueue: true } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { ok: true };
    });
    app.get('/health', async () => ({ ok: true }));
    await app.ready();
    const answers = await Promise.all([app.inject('/list'), app.inject('/list'), app.inject('/list'), app.inject('/health')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 503, 200]);
    expect(answers[2]!.json().msg).toBe('SERVICE_BUSY');
    expect(answers[2]!.headers['retry-after']).toBe('1');
    expect((await app.inject('/list')).statusCode).toBe(200);
    await app.close();
  });
});

describe('registerBoundedQueue with clients that go away', () => {
  it('gives the turn back when a client disconnects while waiting or running, and runs nothing for one gone', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerBoundedQueue } = await import('./bounded-queue.js');
    const app = Fastify();
    registerBoundedQueue(app, { running: 1, waiting: 5 });
    let handlerRuns = 0;
    let letFirstFinish = () => {};
    const firstHolds = new Promise<void>((resolve) => (letFirstFinish = resolve));
    app.get('/list', { config: { boundedQueue: true } }, async () => {
      handlerRuns += 1;
      if (handlerRuns === 1) await firstHolds;
      return { ok: true };
    });
    const serverSockets: Socket[] = [];
    app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    // One request holds the only turn; three more wait for it on connections of their own, then their clients leave.
    const first = fetch(`${address}/list`);
    await expect.poll(() => handlerRuns, { timeout: 10_000 }).toBe(1);
    const leaving = Array.from({ length: 3 }, () => new AbortController());
    const abandoned = leaving.map((controller) => fetch(`${address}/list`, { signal: controller.signal }).catch(() => null));
    await expect.poll(() => serverSockets.length, { timeout: 10_000 }).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const controller of leaving) controller.abort();
    await Promise.all(abandoned);
    // The server has seen each of them go before the turn comes round to them.
    await Promise.all(
      serverSockets.slice(1).map((socket) => (socket.destroyed ? null : new Promise((resolve) => socket.once('close', resolve)))),
    );
    letFirstFinish();
    expect((await first).status).toBe(200);

    // The turns went to no one: a new request runs at once, and the three that left never ran (once a shutdown has
    // closed the database, such a late run failed on the closed pool).
    const response = await fetch(`${address}/list`, { signal: AbortSignal.timeout(2000) });
    expect(response.status).toBe(200);
    expect(handlerRuns).toBe(2);
    await app.close();
  });
});
