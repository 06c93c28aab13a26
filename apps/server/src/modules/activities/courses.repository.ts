import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { publishedVideo } from './activity-conditions.js';
import type { CourseRow } from './activities-rows.js';
import { activities, courses } from './activities.table.js';

/** A channel's courses, the groups its webinars and videos are filed in. */
export function createCoursesRepository(db: Database) {
  return {
    /** With how many published videos each course shows its viewers. */
    async coursesOf(workspaceId: string): Promise<(CourseRow & { videoCount: number })[]> {
      const rows = await db
        .select({ course: courses, videoCount: sql<number>`count(${activities.id})::int` })
        .from(courses)
        .leftJoin(activities, and(eq(activities.courseId, courses.id), publishedVideo))
        .where(eq(courses.workspaceId, workspaceId))
        .groupBy(courses.id)
        .orderBy(desc(courses.createdAt));
      return rows.map(({ course, videoCount }) => ({ ...course, videoCount }));
    },

    async findCourse(id: string): Promise<CourseRow | undefined> {
      const [row] = await db.select().from(courses).where(eq(courses.id, id));
      return row;
    },

    async coursesByIds(ids: string[]): Promise<CourseRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(courses).where(inArray(courses.id, ids));
    },

    async insertCourse(values: typeof courses.$inferInsert): Promise<CourseRow> {
      const [row] = await db.insert(courses).values(values).returning();
      return row!;
    },

    async updateCourse(id: string, patch: Partial<Pick<CourseRow, 'title' | 'publish'>>): Promise<CourseRow | undefined> {
      const [row] = await db.update(courses).set(patch).where(eq(courses.id, id)).returning();
      return row;
    },
  };
}
