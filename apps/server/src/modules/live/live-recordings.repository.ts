import type { FeedKind } from '@platform/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { activities } from '../activities/index.js';
import { liveRecordingSegments } from './live.table.js';

export type SegmentRow = typeof liveRecordingSegments.$inferSelect;

/** The recorded pieces of a live's feeds, from the local file being written to the stored object. */
export function createLiveRecordingsRepository(db: Database) {
  return {
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
  };
}
