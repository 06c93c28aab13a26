import type { FastifyInstance, FastifyRequest } from 'fastify';
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
        return true;
      }
      if (waiters.length >= limits.waiting) return false;
      await new Promise<void>((resolve) => waiters.push(resolve));
      return true;
    },
    release(): void {
      const next = waiters.shift();
      if (next) next();
      else running -= 1;
    },
    stats: () => ({ running, waiting: waiters.length }),
  };
}

const holdsTurn = new WeakSet<FastifyRequest>();

/**
 * List routes share a bounded queue: under a flood of cache-busting list requests the database sees a few at a
 * time and the rest wait briefly or get 503, while other routes (health, login, pages) keep answering.
 */
export function registerBoundedQueue(app: FastifyInstance, limits: BoundedQueueLimits): void {
  const queue = createBoundedQueue(limits);
  const release = async (request: FastifyRequest) => {
    if (holdsTurn.delete(request)) queue.release();
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config?.boundedQueue) return;
    if (!(await queue.acquire())) {
      reply.header('retry-after', '1');
      throw new AppError('SERVICE_BUSY', 'too many list requests at once; try again shortly');
    }
    holdsTurn.add(request);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
