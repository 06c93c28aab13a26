import type { ErrorCode } from '@platform/shared';
import { AppError } from '../../errors.js';
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** A key's hits in its current window, and how long until that window ends. */
export interface RateLimitCount {
  hits: number;
  retryAfterMs: number;
}

/** Where the hits are counted: the database in every process (database-rate-limiter.ts). */
export interface RateLimitStore {
  /** Counts one hit and answers how many the key has in its current window. */
  hit(key: string, rule: RateLimitRule): Promise<number>;
  /** Counts one hit like `hit`, and also answers how long until the window ends (for a Retry-After). */
  count(key: string, rule: RateLimitRule): Promise<RateLimitCount>;
  /** Hits in the current window without counting one. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** A 429 that says when to come back: the error handler's answer carries it as the Retry-After header. */
export class RetryLaterError extends AppError {
  constructor(
    code: ErrorCode,
    /** Whole seconds, at least one: a client that waits this long is counted in a fresh window. */
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super(code, message);
  }
}

/** A Retry-After in whole seconds: rounded up, never below one. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/** Counts a hit on each key; the first key over its rule refuses the request with 429 and when to retry. */
export async function enforceRateLimits(store: RateLimitStore, limits: readonly [key: string, rule: RateLimitRule][]): Promise<void> {
  for (const [key, rule] of limits) {
    const { hits, retryAfterMs } = await store.count(key, rule);
    if (hits > rule.max) {
      throw new RetryLaterError('TOO_MANY_REQUESTS', retryAfterSeconds(retryAfterMs), `rate limit reached for ${key.split(':')[0]}`);
    }
  }
}
