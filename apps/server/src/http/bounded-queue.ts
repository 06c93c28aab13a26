import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Database-heavy list route: runs under the bounded queue, so it cannot starve everything else. */
    boundedQueue?: boolean;
  }
}

export interface BoundedQueueLimits {
  /** Requests of such routes running at once. */
  running: number;
  /** Requests waiting for a turn; beyond that they are refused at once with 503 SERVICE_BUSY. */
  waiting: number;
}

/** A counting semaphore with a bounded wait list: a turn is handed straight to the next waiter on release. */
export function createBoundedQueue(limits: BoundedQueueLimits) {
  let running = 0;
  const waiters: (() => void)[] = [];
  return {
    /** Resolves when the caller may run; false when the wait list is full. */
    async acquire(): Promise<boolean> {
      if (running < limits.running) {
        running += 1;
        // Start the query on the next loop turn: requests that arrived meanwhile are read first, so they queue
        // (or are refused) instead of each running its query before the next socket is even read.
        await new Promise<void>((resolve) => setImmediate(resolve));
        return true;
      }
      if (waiters.length >= limits.waiting) return false;
      await new Promise<void>((resolve) => waiters.push(resolve));
      return true;
    },
    release(): void {
      const next = waiters.shift();
      // Handing the turn over on the next loop turn, not at once, lets waiting I/O (health checks, other routes)
      // run between two list queries: PGlite works on this thread and would otherwise chain them back to back.
      if (next) setImmediate(next);
      else running -= 1;
    },
    stats: () => ({ running, waiting: waiters.length }),
  };
}

/**
 * List routes share a bounded queue: under a flood of cache-busting list requests the database sees a few at a
 * time and the rest wait briefly or get 503, while other routes (health, login, pages) keep answering.
 */
export function registerBoundedQueue(app: FastifyInstance, limits: BoundedQueueLimits): void {
  const queue = createBoundedQueue(limits);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config?.boundedQueue) return;
    if (!(await queue.acquire())) {
      reply.header('retry-after', '1');
      throw new AppError('SERVICE_BUSY', 'too many list requests at once; try again shortly');
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      queue.release();
    };
    if (request.raw.socket?.destroyed) {
      // The client left while waiting: nobody is there for the answer, and during a shutdown the pool it would query
      // may already be closed (the server stops waiting for a request whose connection is gone).
      release();
      reply.hijack();
      return reply;
    }
    // 'close' comes once the answer is sent or the client went away, whichever happens; a turn is never kept.
    reply.raw.once('close', release);
  });
}
