import type { FeedKind } from '@platform/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { liveFeeds } from './live.table.js';

export type FeedRow = typeof liveFeeds.$inferSelect;
export interface RoomFeeds {
  active: FeedRow[];
  /** Feeds started plus feeds ended: it only grows. */
  changes: number;
}

/** The media a room's speakers publish (camera, screen), from start to end. */
export function createLiveFeedsRepository(db: Database) {
  return {
    async insertFeed(values: { id: string; activityId: string; userId: string; displayName: string; kind: FeedKind }) {
      const [row] = await db.insert(liveFeeds).values(values).returning();
      return row!;
    },

    async findFeed(id: string): Promise<FeedRow | undefined> {
      const [row] = await db.select().from(liveFeeds).where(eq(liveFeeds.id, id));
      return row;
    },

    async activeFeeds(activityId: string): Promise<FeedRow[]> {
      return db
        .select()
        .from(liveFeeds)
        .where(and(eq(liveFeeds.activityId, activityId), isNull(liveFeeds.endedAt)))
        .orderBy(asc(liveFeeds.createdAt));
    },

    /**
     * The room's active feeds and how many times its feeds changed (each start and each end counts once), read in one
     * statement so that the count describes exactly the list.
     */
    async roomFeeds(activityId: string): Promise<RoomFeeds> {
      const changes = db
        .select({ count: sql<number>`(count(*) + count(${liveFeeds.endedAt}))::int`.as('changes') })
        .from(liveFeeds)
        .where(eq(liveFeeds.activityId, activityId))
        .as('changes');
      const rows = await db
        .select({ changes: changes.count, feed: liveFeeds })
        .from(changes)
        .leftJoin(liveFeeds, and(eq(liveFeeds.activityId, activityId), isNull(liveFeeds.endedAt)))
        .orderBy(asc(liveFeeds.createdAt));
      return { active: rows.flatMap((row) => (row.feed ? [row.feed] : [])), changes: rows[0]?.changes ?? 0 };
    },

    /** Ends the feed once; answers whether this call ended it. */
    async endFeed(id: string, at: Date): Promise<FeedRow | undefined> {
      const [row] = await db
        .update(liveFeeds)
        .set({ endedAt: at })
        .where(and(eq(liveFeeds.id, id), isNull(liveFeeds.endedAt)))
        .returning();
      return row;
    },

    async endFeedsOf(activityId: string, at: Date): Promise<FeedRow[]> {
      return db
        .update(liveFeeds)
        .set({ endedAt: at })
        .where(and(eq(liveFeeds.activityId, activityId), isNull(liveFeeds.endedAt)))
        .returning();
    },
  };
}
