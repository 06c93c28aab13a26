import type { ParticipantRole } from '@platform/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { liveClockNow } from './live-clock.js';
import { liveChatMessages } from './live.table.js';

export type ChatRow = typeof liveChatMessages.$inferSelect;

/** A room's chat messages, each stamped with the moment of the live it was sent at. */
export function createLiveChatRepository(db: Database) {
  return {
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
  };
}
