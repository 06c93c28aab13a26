import type { FeedKind, ParticipantRole } from '@platform/shared';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { activities } from '../activities/index.js';
import { liveClockNow } from './live-clock.js';
import { OPEN_ROOM_STATUSES } from './live.policy.js';
import { liveChatMessages, liveConnections, liveDestinations, liveFeeds, liveParticipants, liveRecordingSegments } from './live.table.js';

export type ParticipantRow = typeof liveParticipants.$inferSelect;
export type FeedRow = typeof liveFeeds.$inferSelect;
export type ChatRow = typeof liveChatMessages.$inferSelect;
export type SegmentRow = typeof liveRecordingSegments.$inferSelect;
export interface RoomFeeds {
  active: FeedRow[];
  /** Feeds started plus feeds ended: it only grows. */
  changes: number;
}

/** A connection counts as online while its instance refreshed it within this time. */
export const CONNECTION_STALE_MS = 90_000;

/**
 * The token hash of a participant whose access to the channel ended (a refund, a cancellation, a removal). A join
 * token's hash is a sha256 hex digest, which never equals this, so no token is valid until they join again.
 */
export const ACCESS_ENDED_TOKEN_HASH = 'access-ended';

export function createLiveRepository(db: Database) {
  return {
    async upsertParticipant(values: { activityId: string; userId: string; role: ParticipantRole; displayName: string; tokenHash: string }) {
      const [row] = await db
        .insert(liveParticipants)
        .values(values)
        .onConflictDoUpdate({
          target: [liveParticipants.activityId, liveParticipants.userId],
          set: { role: values.role, displayName: values.displayName, tokenHash: values.tokenHash },
        })
        .returning();
      return row!;
    },

    async findParticipant(activityId: string, userId: string): Promise<ParticipantRow | undefined> {
      const [row] = await db
        .select()
        .from(liveParticipants)
        .where(and(eq(liveParticipants.activityId, activityId), eq(liveParticipants.userId, userId)));
      return row;
    },

    /** The user's places in the channel's rooms that are open now (waiting room or live), unless already ended. */
    async openSeatsInChannel(workspaceId: string, userId: string): Promise<ParticipantRow[]> {
      const rows = await db
        .select({ participant: liveParticipants })
        .from(liveParticipants)
        .innerJoin(activities, eq(activities.id, liveParticipants.activityId))
        .where(
          and(
            eq(activities.workspaceId, workspaceId),
            inArray(activities.status, [...OPEN_ROOM_STATUSES]),
            eq(liveParticipants.userId, userId),
            ne(liveParticipants.tokenHash, ACCESS_ENDED_TOKEN_HASH),
          ),
        );
      return rows.map((row) => row.participant);
    },

    /** Makes the participant's join token invalid for good: only a new join, with access again, lets them back in. */
    async endAccess(activityId: string, userId: string): Promise<void> {
      await db
        .update(liveParticipants)
        .set({ tokenHash: ACCESS_ENDED_TOKEN_HASH })
        .where(and(eq(liveParticipants.activityId, activityId), eq(liveParticipants.userId, userId)));
    },

    async updateParticipant(activityId: string, userId: string, patch: Partial<Pick<ParticipantRow, 'role' | 'audio' | 'video'>>) {
      const [row] = await db
        .update(liveParticipants)
        .set(patch)
        .where(and(eq(liveParticipants.activityId, activityId), eq(liveParticipants.userId, userId)))
        .returning();
      return row;
    },

    /** Participants with whether any of their sockets is open now; online first, then by join time. */
    async participants(activityId: string, now: Date): Promise<(ParticipantRow & { online: boolean })[]> {
      const fresh = new Date(now.getTime() - CONNECTION_STALE_MS);
      // Spelled out in full: in a select list Drizzle writes a column without its table, and inside this subquery a bare
      // "user_id" is the connection's own, which made anyone online while anybody anywhere had a socket open.
      const online = sql<boolean>`exists (select 1 from ${liveConnections} c where c.activity_id = "live_participants"."activity_id"
        and c.user_id = "live_participants"."user_id" and c.seen_at > ${fresh.toISOString()})`;
      return db
        .select({
          activityId: liveParticipants.activityId,
          userId: liveParticipants.userId,
          role: liveParticipants.role,
          displayName: liveParticipants.displayName,
          tokenHash: liveParticipants.tokenHash,
          audio: liveParticipants.audio,
          video: liveParticipants.video,
          joinedAt: liveParticipants.joinedAt,
          online,
        })
        .from(liveParticipants)
        .where(eq(liveParticipants.activityId, activityId))
        .orderBy(desc(online), asc(liveParticipants.joinedAt));
    },

    async countSpeakers(activityId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(liveParticipants)
        .where(and(eq(liveParticipants.activityId, activityId), eq(liveParticipants.role, 'speaker')));
      return row?.n ?? 0;
    },

    async addConnection(values: { id: string; activityId: string; userId: string; instanceId: string }) {
      await db.insert(liveConnections).values(values);
    },

    async removeConnection(id: string) {
      await db.delete(liveConnections).where(eq(liveConnections.id, id));
    },

    /** Keeps this instance's sockets counted as online; drops rows of instances gone for long. */
    async refreshConnections(instanceId: string, now: Date) {
      await db.update(liveConnections).set({ seenAt: now }).where(eq(liveConnections.instanceId, instanceId));
      await db
        .delete(liveConnections)
        .where(sql`${liveConnections.seenAt} < ${new Date(now.getTime() - 10 * CONNECTION_STALE_MS).toISOString()}`);
    },

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

    async insertChat(values: { activityId: string; userId: string; displayName: string; role: ParticipantRole; text: string }) {
      const [row] = await db
        .insert(liveChatMessages)
        .values({ ...values, liveMs: liveClockNow(values.activityId) })
        .returning();
      return row!;
    },

    async recentChat(activityId: string, limit: number): Promise<ChatRow[]> {
      const rows = await db
        .select()
        .from(liveChatMessages)
        .where(and(eq(liveChatMessages.activityId, activityId), isNull(liveChatMessages.hiddenAt)))
        .orderBy(desc(liveChatMessages.seq))
        .limit(limit);
      return rows.reverse();
    },

    async insertSegment(values: {
      id: string;
      activityId: string;
      feedId: string;
      userId: string;
      kind: FeedKind;
      localPath: string;
      startedAt: Date;
    }) {
      await db.insert(liveRecordingSegments).values(values);
    },

    async updateSegment(id: string, patch: Partial<Pick<SegmentRow, 'stoppedAt' | 'storageKey'>>) {
      await db.update(liveRecordingSegments).set(patch).where(eq(liveRecordingSegments.id, id));
    },

    async segmentsOf(activityId: string): Promise<SegmentRow[]> {
      return db
        .select()
        .from(liveRecordingSegments)
        .where(eq(liveRecordingSegments.activityId, activityId))
        .orderBy(asc(liveRecordingSegments.startedAt));
    },

    /**
     * Segments whose file has not reached storage although their live has ended (ANALYZING): a stop cut off before it
     * stored them. Those of lives that went on to another status are someone else's story (composed without them).
     */
    async unstoredSegmentsOfEndedLives(): Promise<SegmentRow[]> {
      const rows = await db
        .select({ segment: liveRecordingSegments })
        .from(liveRecordingSegments)
        .innerJoin(activities, eq(activities.id, liveRecordingSegments.activityId))
        .where(and(isNull(liveRecordingSegments.storageKey), eq(activities.status, 'ANALYZING')));
      return rows.map((row) => row.segment);
    },

    async openSegmentsOf(activityIds: string[]): Promise<SegmentRow[]> {
      if (activityIds.length === 0) return [];
      return db
        .select()
        .from(liveRecordingSegments)
        .where(and(inArray(liveRecordingSegments.activityId, activityIds), isNull(liveRecordingSegments.stoppedAt)));
    },

    async setDestinations(activityId: string, destinations: { serverUrl: string; streamName: string }[]) {
      await db
        .insert(liveDestinations)
        .values({ activityId, destinations })
        .onConflictDoUpdate({ target: liveDestinations.activityId, set: { destinations } });
    },

    async destinationsOf(activityId: string) {
      const [row] = await db.select().from(liveDestinations).where(eq(liveDestinations.activityId, activityId));
      return row?.destinations ?? [];
    },

    async clearDestinations(activityId: string) {
      await db.delete(liveDestinations).where(eq(liveDestinations.activityId, activityId));
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
