import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../database/drivers.js';
import { rateLimitCounters } from './rate-limit.table.js';
import type { RateLimitCount, RateLimitRule, RateLimitStore } from './rate-limiter.js';

/**
 * Counters in the application database: one upsert per hit, atomic under concurrency on PostgreSQL and PGlite,
 * and seen by every process. Expired rows are swept now and then by the same calls.
 */
export function createDatabaseRateLimitStore(db: Database, now: () => Date = () => new Date()): RateLimitStore {
  let hitsSinceSweep = 0;
  async function count(key: string, rule: RateLimitRule): Promise<RateLimitCount> {
    const at = now();
    const windowEndsAt = new Date(at.getTime() + rule.windowMs);
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, windowEndsAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.windowEndsAt} <= ${at} then 1 else ${rateLimitCounters.hits} + 1 end`,
          windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} <= ${at} then ${windowEndsAt} else ${rateLimitCounters.windowEndsAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
    hitsSinceSweep += 1;
    if (hitsSinceSweep >= 1000) {
      hitsSinceSweep = 0;
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, at));
    }
    return { hits: row!.hits, retryAfterMs: row!.windowEndsAt.getTime() - at.getTime() };
  }

  return {
    count,
    hit: async (key, rule) => (await count(key, rule)).hits,
    async peek(key) {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key}`);
      return row && row.windowEndsAt > now() ? row.hits : 0;
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
    },
  };
}
