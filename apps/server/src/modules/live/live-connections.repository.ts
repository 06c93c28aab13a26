import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { liveConnections } from './live.table.js';

/** A connection counts as online while its instance refreshed it within this time. */
export const CONNECTION_STALE_MS = 90_000;

/** The open sockets of live rooms, each kept fresh by the instance that holds it. */
export function createLiveConnectionsRepository(db: Database) {
  return {
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
  };
}
