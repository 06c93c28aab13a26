import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import type { RecordingRow } from './activities-rows.js';
import { recordings } from './activities.table.js';

/** A webinar's recordings, uploaded or recorded live, and their media state. */
export function createRecordingsRepository(db: Database) {
  return {
    async recordingsOf(activityIds: string[]): Promise<RecordingRow[]> {
      if (activityIds.length === 0) return [];
      return db.select().from(recordings).where(inArray(recordings.activityId, activityIds)).orderBy(desc(recordings.createdAt));
    },

    async findRecording(id: string): Promise<RecordingRow | undefined> {
      const [row] = await db.select().from(recordings).where(eq(recordings.id, id));
      return row;
    },

    async insertRecording(values: typeof recordings.$inferInsert): Promise<RecordingRow> {
      const [row] = await db.insert(recordings).values(values).returning();
      return row!;
    },

    async updateRecording(id: string, patch: Partial<RecordingRow>): Promise<RecordingRow | undefined> {
      const [row] = await db.update(recordings).set(patch).where(eq(recordings.id, id)).returning();
      return row;
    },

    async deleteRecording(id: string): Promise<void> {
      await db.delete(recordings).where(eq(recordings.id, id));
    },
  };
}
