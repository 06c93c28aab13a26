import { AppError } from '../../errors.js';
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Where the hits are counted: the database in every process (database-rate-limiter.ts). */
export interface RateLimitStore {
  /** Counts one hit and answers how many the key has in its current window. */
  hit(key: string, rule: RateLimitRule): Promise<number>;
  /** Hits in the current window without counting one. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** Counts a hit on each key; the first key over its rule refuses the request with 429. */
export async function enforceRateLimits(store: RateLimitStore, limits: readonly [key: string, rule: RateLimitRule][]): Promise<void> {
  for (const [key, rule] of limits) {
    if ((await store.hit(key, rule)) > rule.max) {
      throw new AppError('TOO_MANY_REQUESTS', `rate limit reached for ${key.split(':')[0]}`);
    }
  }
}
