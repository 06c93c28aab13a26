import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/database/database.js';

/**
 * Adds `count` webinars spread over the seeded channels, set-based: 4 of 5 have a playable recording (so they are
 * videos), 1 in 50 is live or about to start, and every third carries the keyword "finance".
 */
export async function seedActivities(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    with numbered_channels as (select id, row_number() over (order by id) - 1 as n from workspaces),
         channel_count as (select count(*) as c from workspaces)
    insert into activities (workspace_id, title, language, start_date, status, playable_at, created_at)
    select c.id, 'Bench webinar ' || i, 'yue-Hant-HK', now() + ((i % 500) - 400 || ' hours')::interval,
           case when i % 50 = 0 then 'LIVE' when i % 50 = 1 then 'PENDING_LIVE' when i % 5 = 0 then 'SETUP' else 'PUBLISHED' end,
           case when i % 5 = 0 or i % 50 < 2 then null else now() - (i || ' seconds')::interval end,
           now() - (i || ' seconds')::interval
    from generate_series(1, ${count}) as i
    cross join channel_count
    join numbered_channels c on c.n = (i * 7919) % channel_count.c`);
  await db.execute(sql`
    insert into activity_keywords (activity_id, keyword_id)
    select a.id, k.id from activities a, keywords k
    where k.keyword = 'finance' and substring(a.title from 15)::int % 3 = 0`);
  await db.execute(sql`vacuum analyze`);
}
