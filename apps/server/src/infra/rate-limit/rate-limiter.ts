import { AppError } from '../../errors.js';
import type { RateLimitStore } from './database-rate-limiter.js';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Counts a hit on each key; the first key over its rule refuses the request with 429. */
export async function enforceRateLimits(store: RateLimitStore, limits: readonly [key: string, rule: RateLimitRule][]): Promise<void> {
  for (const [key, rule] of limits) {
    if ((await store.hit(key, rule)) > rule.max) {
      throw new AppError('TOO_MANY_REQUESTS', `rate limit reached for ${key.split(':')[0]}`);
    }
  }
}
