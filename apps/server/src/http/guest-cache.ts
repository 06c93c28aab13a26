import { SESSION_COOKIE_NAME } from '@platform/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WriteGeneration } from '../infra/cache/write-generation.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public list whose answer to guests may be served again for this many milliseconds (see registerGuestCache).
     * Only for answers that depend on nothing but the URL when nobody is signed in.
     */
    guestCacheMs?: number;
  }
  interface FastifyRequest {
    /** The cache generation when this guest request began; set only for requests whose answer may be kept. */
    guestCacheGeneration?: number;
  }
}

/** How long the busiest public answers (home rows, channel pages and lists) are served again to guests. */
export const GUEST_LIST_CACHE_MS = 1_000;

interface StoredAnswer {
  payload: string;
  contentType: string;
  storedAt: number;
  generation: number;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface GuestCacheOptions {
  /** Answers kept at most; the oldest goes first. */
  maxEntries: number;
  /** Moved by every request that may change data; shared with the caches of the modules. */
  writes: WriteGeneration;
  now?: () => number;
}

/**
 * Guests' answers of the busiest public lists (home rows, channel videos) are kept for a moment and served again
 * without the database, which is what makes those lists hold up under a crowd. Signed-in requests are never served
 * from it: their answers carry their own lock state. Any request that may change data, here, makes every kept answer
 * old at once, so a guest never sees a page from before a change made through this server; a change made elsewhere
 * (a job, another instance) shows within the route's time.
 */
export function registerGuestCache(app: FastifyInstance, { maxEntries, writes, now = Date.now }: GuestCacheOptions): void {
  const answers = new Map<string, StoredAnswer>();

  // Before the change and after it: a read that began before a change ends with an answer that is not kept.
  const bumpOnWrite = async (request: FastifyRequest) => {
    if (!SAFE_METHODS.has(request.method)) writes.bump();
  };
  app.addHook('onRequest', bumpOnWrite);
  app.addHook('onResponse', bumpOnWrite);

  app.addHook('onRequest', async (request, reply) => {
    const ttl = request.routeOptions.config?.guestCacheMs;
    if (!ttl || request.method !== 'GET' || request.cookies?.[SESSION_COOKIE_NAME]) return;
    const stored = answers.get(request.url);
    if (stored && stored.generation === writes.current() && now() - stored.storedAt < ttl) {
      return reply.header('content-type', stored.contentType).header('x-guest-cache', 'hit').send(stored.payload);
    }
    if (stored) answers.delete(request.url);
    request.guestCacheGeneration = writes.current();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const startedAt = request.guestCacheGeneration;
    if (startedAt === undefined || startedAt !== writes.current() || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    answers.set(request.url, {
      payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      storedAt: now(),
      generation: startedAt,
    });
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
    return payload;
  });
}
