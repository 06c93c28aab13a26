import { TEASER_LIMITS } from '@platform/shared';
import { and, asc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { activities } from '../activities/index.js';
import { subscriptions } from '../subscriptions/index.js';
import { chunks, teaserPlays, teaserSettings } from './analysis.table.js';
import type { ChunkRow } from './analysis.repository.js';

export interface TeaserPlay {
  chunkId: string;
  activityId: string;
  workspaceId: string;
  /** `user:<id>` or `guest:<browser id>`: whose plays count once a day. */
  viewerKey: string;
  userId: string | null;
  /** The Hong Kong day of the play (YYYY-MM-DD). */
  day: string;
}

export interface TeaserVideoStats {
  activityId: string;
  title: string;
  plays: number;
  purchasesAfter: number;
}

/** Purchases, not redeemed codes: a subscription someone paid for (or started a trial of). */
const bought = ne(subscriptions.source, 'redeem');

/** Free previews: which chunks are teasers, a channel's limit of them, their plays and the purchases that followed. */
export function createTeasersRepository(db: Database) {
  /** Plays by the buyer of the channel, before the purchase and no longer than `days` before it. */
  const playedBefore = (days: number) =>
    and(
      eq(teaserPlays.userId, subscriptions.userId),
      eq(teaserPlays.workspaceId, subscriptions.workspaceId),
      lte(teaserPlays.playedAt, subscriptions.createdAt),
      gt(teaserPlays.playedAt, sql`${subscriptions.createdAt} - make_interval(days => ${days})`),
    );

  return {
    /** Which of these videos have at least one teaser. */
    async withFreePreview(activityIds: string[]): Promise<Set<string>> {
      if (activityIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ activityId: chunks.activityId })
        .from(chunks)
        .where(and(inArray(chunks.activityId, activityIds), eq(chunks.teaser, true)));
      return new Set(rows.map((row) => row.activityId));
    },

    /**
     * The video's teasers other than `chunkId`, with its chunks locked until the transaction ends: two hosts' tabs
     * marking at once are counted one after the other, so the limit holds.
     */
    async otherTeasersLocked(activityId: string, chunkId: string): Promise<number> {
      const rows = await db
        .select({ id: chunks.id, teaser: chunks.teaser })
        .from(chunks)
        .where(eq(chunks.activityId, activityId))
        .orderBy(asc(chunks.id))
        .for('update');
      return rows.filter((row) => row.teaser && row.id !== chunkId).length;
    },

    async setTeaser(chunkId: string, teaser: boolean): Promise<ChunkRow | undefined> {
      const [row] = await db.update(chunks).set({ teaser }).where(eq(chunks.id, chunkId)).returning();
      return row;
    },

    async maxPerVideo(workspaceId: string): Promise<number> {
      const [row] = await db
        .select({ value: teaserSettings.maxPerVideo })
        .from(teaserSettings)
        .where(eq(teaserSettings.workspaceId, workspaceId));
      return row?.value ?? TEASER_LIMITS.defaultPerVideo;
    },

    async saveMaxPerVideo(workspaceId: string, maxPerVideo: number): Promise<void> {
      await db
        .insert(teaserSettings)
        .values({ workspaceId, maxPerVideo })
        .onConflictDoUpdate({ target: teaserSettings.workspaceId, set: { maxPerVideo, updatedAt: new Date() } });
    },

    /** False when this viewer's play of the chunk was already counted that day. */
    async recordPlay(play: TeaserPlay): Promise<boolean> {
      const rows = await db.insert(teaserPlays).values(play).onConflictDoNothing().returning({ chunkId: teaserPlays.chunkId });
      return rows.length === 1;
    },

    /** A guest browser's plays no account has claimed become this user's: they then count for the user's purchases. */
    async claimGuestPlays(viewerKey: string, userId: string): Promise<number> {
      const rows = await db
        .update(teaserPlays)
        .set({ userId })
        .where(and(eq(teaserPlays.viewerKey, viewerKey), isNull(teaserPlays.userId)))
        .returning({ chunkId: teaserPlays.chunkId });
      return rows.length;
    },

    /** Per video of the channel with plays: plays, and purchases of the channel's plans by someone who played one of its teasers within `days` before. */
    async statsOf(workspaceId: string, days: number): Promise<{ videos: TeaserVideoStats[]; purchasesAfter: number }> {
      const [plays, after, [total]] = await Promise.all([
        db
          .select({ activityId: teaserPlays.activityId, title: activities.title, plays: sql<number>`count(*)::int` })
          .from(teaserPlays)
          .innerJoin(activities, eq(activities.id, teaserPlays.activityId))
          .where(eq(teaserPlays.workspaceId, workspaceId))
          .groupBy(teaserPlays.activityId, activities.title)
          .orderBy(asc(activities.title), asc(teaserPlays.activityId)),
        db
          .select({ activityId: teaserPlays.activityId, purchases: sql<number>`count(distinct ${subscriptions.id})::int` })
          .from(subscriptions)
          .innerJoin(teaserPlays, playedBefore(days))
          .where(and(eq(subscriptions.workspaceId, workspaceId), bought))
          .groupBy(teaserPlays.activityId),
        // Apart from the rows: a buyer who played teasers of two videos made one purchase, not two.
        db
          .select({ purchases: sql<number>`count(distinct ${subscriptions.id})::int` })
          .from(subscriptions)
          .innerJoin(teaserPlays, playedBefore(days))
          .where(and(eq(subscriptions.workspaceId, workspaceId), bought)),
      ]);
      const purchasesOf = new Map(after.map((row) => [row.activityId, row.purchases]));
      return {
        videos: plays.map((row) => ({ ...row, purchasesAfter: purchasesOf.get(row.activityId) ?? 0 })),
        purchasesAfter: total?.purchases ?? 0,
      };
    },
  };
}

export type TeasersRepository = ReturnType<typeof createTeasersRepository>;
