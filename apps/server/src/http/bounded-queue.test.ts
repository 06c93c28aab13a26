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
