import type { Database } from '../../database/database.js';
import { playbackViews } from './activities.table.js';

/** The views the view-count achievement counts (playback_views). */
export function createViewsRepository(db: Database) {
  return {
    /** One view per viewer, video and Hong Kong day (the key decides, two reports at once too): false when counted already. */
    async insertView(userId: string, activityId: string, day: string): Promise<boolean> {
      const rows = await db
        .insert(playbackViews)
        .values({ userId, activityId, day })
        .onConflictDoNothing()
        .returning({ userId: playbackViews.userId });
      return rows.length === 1;
    },
  };
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;
