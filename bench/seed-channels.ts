import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/database/database.js';

export interface SeedSize {
  channels: number;
  users: number;
  followsPerUser: number;
}

/**
 * Fills the database set-based (one INSERT … SELECT per table), so 200,000 follows take seconds.
 * Channel i is public for 9 of 10 i; every fourth carries the keyword "finance".
 */
export async function seedChannels(db: Database, size: SeedSize): Promise<void> {
  await db.execute(sql`
    insert into users (email, password_hash, role, display_name, referral_code)
    select 'bench' || i || '@example.com', 'not-a-login', case when i <= ${size.channels} then 'host' else 'viewer' end,
           'Bench user ' || i, 'B' || lpad(to_hex(i), 7, '0')
    from generate_series(1, ${size.users}) as i`);
  await db.execute(sql`
    insert into workspaces (name, slug, publish, host_user_id, join_code, created_at)
    select 'Bench channel ' || u.n, 'benchchannel' || u.n, u.n % 10 <> 0, u.id, 'J' || substr(lpad(upper(to_hex(u.n)), 7, '0'), 1, 3) || '-' || substr(lpad(upper(to_hex(u.n)), 7, '0'), 4, 4),
           now() - (u.n || ' minutes')::interval
    from (select id, row_number() over (order by email) as n from users where role = 'host') as u`);
  await db.execute(sql`
    insert into workspace_users (workspace_id, user_id, role)
    select id, host_user_id, 'host' from workspaces`);
  await db.execute(sql`insert into keywords (keyword, category) values ('finance', 'K1_FINANCE') on conflict do nothing`);
  await db.execute(sql`
    insert into workspace_keywords (workspace_id, keyword_id)
    select w.id, k.id from workspaces w, keywords k
    where k.keyword = 'finance' and substring(w.slug from 13)::int % 4 = 0`);
  await db.execute(sql`
    with numbered_users as (select id, row_number() over (order by id) as n from users where role = 'viewer'),
         numbered_channels as (select id, row_number() over (order by id) - 1 as n from workspaces),
         channel_count as (select count(*) as c from workspaces)
    insert into workspace_users (workspace_id, user_id, role)
    select c.id, u.id, 'viewer'
    from numbered_users u
    cross join generate_series(0, ${size.followsPerUser - 1}) as f
    cross join channel_count
    join numbered_channels c on c.n = (u.n * 7919 + f * 104729) % channel_count.c
    on conflict do nothing`);
  await db.execute(sql`
    update workspaces w set follower_count = counts.followers
    from (select workspace_id, count(*)::int as followers from workspace_users where role = 'viewer' group by workspace_id) as counts
    where counts.workspace_id = w.id`);
  await db.execute(sql`vacuum analyze`);
}
