import type { ParticipantRole } from '@platform/shared';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { activities } from '../activities/index.js';
import { CONNECTION_STALE_MS } from './live-connections.repository.js';
import { OPEN_ROOM_STATUSES } from './live.policy.js';
import { liveConnections, liveParticipants } from './live.table.js';

export type ParticipantRow = typeof liveParticipants.$inferSelect;

/**
 * The token hash of a participant whose access to the channel ended (a refund, a cancellation, a removal). A join
 * token's hash is a sha256 hex digest, which never equals this, so no token is valid until they join again.
 */
export const ACCESS_ENDED_TOKEN_HASH = 'access-ended';

/** Who has a place in a live room: their role, their join token, their microphone and camera, whether they are online. */
export function createLiveParticipantsRepository(db: Database) {
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
  };
}
