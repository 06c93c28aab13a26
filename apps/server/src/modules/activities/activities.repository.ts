import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import type { ActivityPatch, ActivityRow } from './activities-rows.js';
import { createActivityLinksRepository } from './activity-links.repository.js';
import { createActivityListsRepository } from './activity-lists.repository.js';
import { activities } from './activities.table.js';
import { createCoursesRepository } from './courses.repository.js';
import { createRecordingsRepository } from './recordings.repository.js';

export type { ActivityPatch, ActivityRow, CourseRow, RecordingRow } from './activities-rows.js';
export type { ActivityFilter, PlaybackFilter } from './activity-lists.repository.js';

/** One webinar's row by id: read, locked, written. */
function createActivityRowsRepository(db: Database) {
  async function findById(id: string): Promise<ActivityRow | undefined> {
    const [row] = await db.select().from(activities).where(eq(activities.id, id));
    return row;
  }

  return {
    findById,

    async insert(values: typeof activities.$inferInsert): Promise<ActivityRow> {
      const [row] = await db.insert(activities).values(values).returning();
      return row!;
    },

    async findByIds(ids: string[]): Promise<ActivityRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(activities).where(inArray(activities.id, ids));
    },

    /** Locks the row for the rest of the transaction, so two status commands never both pass their check. */
    async lockById(id: string): Promise<ActivityRow | undefined> {
      const [row] = await db.select().from(activities).where(eq(activities.id, id)).for('update');
      return row;
    },

    async update(id: string, patch: ActivityPatch): Promise<ActivityRow | undefined> {
      // A patch of only lists (keywords, speakers) sets no column: the row is read, not written.
      if (Object.values(patch).every((value) => value === undefined)) return findById(id);
      const [row] = await db.update(activities).set(patch).where(eq(activities.id, id)).returning();
      return row;
    },
  };
}

/** The activities module's data: webinar rows and their lists, what hangs off them, recordings and courses. */
export function createActivitiesRepository(db: Database) {
  return {
    ...createActivityRowsRepository(db),
    ...createActivityListsRepository(db),
    ...createActivityLinksRepository(db),
    ...createRecordingsRepository(db),
    ...createCoursesRepository(db),
  };
}

export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
