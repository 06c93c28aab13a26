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
    app.get('/list', { config: { boundedQueue: true } }, async () => {
      handlerRuns += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { ok: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const abandoned = Array.from({ length: 4 }, () => {
      const controller = new AbortController();
      const request = fetch(`${address}/list`, { signal: controller.signal }).catch(() => null);
      setTimeout(() => controller.abort(), 20);
      return request;
    });
    await Promise.all(abandoned);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const response = await fetch(`${address}/list`, { signal: AbortSignal.timeout(2000) });
    expect(response.status).toBe(200);
    // The last request ran, and the first abandoned one if it had its turn before its client left; the three that left
    // while waiting never ran (once a shutdown has closed the database, such a late run failed on the closed pool).
    expect(handlerRuns).toBeGreaterThanOrEqual(1);
    expect(handlerRuns).toBeLessThanOrEqual(2);
    await app.close();
  });
});
