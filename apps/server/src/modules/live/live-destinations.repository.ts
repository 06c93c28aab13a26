import { eq } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { liveDestinations } from './live.table.js';

/** Where a live is restreamed to (RTMP server and stream name), set by its host. */
export function createLiveDestinationsRepository(db: Database) {
  return {
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
