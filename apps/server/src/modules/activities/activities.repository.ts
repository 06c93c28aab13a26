import { LIVE_ZONE_STATUSES, PUBLISHED_STATUS, type ActivityStatus } from '@platform/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { escapeLike } from '../../database/like.js';
import { keywords, workspaces } from '../workspaces/index.js';
import { plans } from '../subscriptions/index.js';
import { activities, activityKeywords, activityPlans, activitySpeakers, courses, recordings } from './activities.table.js';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityPatch = Partial<
  Pick<
    ActivityRow,
    | 'title'
    | 'language'
    | 'startDate'
    | 'description'
    | 'thumbnailKey'
    | 'status'
    | 'courseId'
    | 'webrtcSessionId'
    | 'hostTokenHash'
    | 'playableAt'
    | 'errMsg'
    | 'goLiveTime'
    | 'endLiveTime'
  >
>;
export type RecordingRow = typeof recordings.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;

export interface ActivityFilter {
  workspaceIds?: string[];
  courseId?: string;
  statuses?: readonly ActivityStatus[];
  /** Only those starting later than this (not_expired). */
  startsAfter?: Date;
  /** Only what a viewer may see: live events and published videos (canSeeActivity). */
  forViewers?: boolean;
}

export interface PlaybackFilter {
  workspaceIds?: string[];
  /** Only public channels (the latest-video list for everyone). */
  publicOnly?: boolean;
  courseId?: string;
  keywordIds?: string[];
  title?: string;
  /** The channel's managers' list: their videos not published yet too. */
  withUnpublished?: boolean;
}

/** Every video whose recording plays, published or not: what a channel's managers list. */
const playable = and(isNotNull(activities.playableAt), ne(activities.status, 'UNPUBLISHED'))!;
/** isPublished as a condition, of videos that play: what viewers list (within the partial indexes over `playable`). */
const publishedVideo = and(isNotNull(activities.playableAt), eq(activities.status, PUBLISHED_STATUS))!;

export function createActivitiesRepository(db: Database) {
  function activityWhere(filter: ActivityFilter): SQL | undefined {
    const conditions: SQL[] = [ne(activities.status, 'UNPUBLISHED')];
    if (filter.workspaceIds) conditions.push(inArray(activities.workspaceId, filter.workspaceIds));
    if (filter.courseId) conditions.push(eq(activities.courseId, filter.courseId));
    if (filter.statuses) conditions.push(inArray(activities.status, [...filter.statuses]));
    if (filter.startsAfter) conditions.push(sql`${activities.startDate} > ${filter.startsAfter.toISOString()}`);
    if (filter.forViewers) conditions.push(or(inArray(activities.status, [...LIVE_ZONE_STATUSES]), publishedVideo)!);
    return and(...conditions);
  }

  function playbackWhere(filter: PlaybackFilter): SQL | undefined {
    const conditions: SQL[] = [filter.withUnpublished ? playable : publishedVideo];
    if (filter.workspaceIds) conditions.push(inArray(activities.workspaceId, filter.workspaceIds));
    if (filter.publicOnly) {
      conditions.push(
        sql`exists (select 1 from ${workspaces} where ${workspaces.id} = ${activities.workspaceId} and ${workspaces.publish})`,
      );
    }
    if (filter.courseId) conditions.push(eq(activities.courseId, filter.courseId));
    if (filter.title) conditions.push(ilike(activities.title, `%${escapeLike(filter.title)}%`));
    if (filter.keywordIds?.length) {
      conditions.push(
        sql`exists (select 1 from ${activityKeywords} where ${activityKeywords.activityId} = ${activities.id}
          and ${inArray(activityKeywords.keywordId, filter.keywordIds)})`,
      );
    }
    return and(...conditions);
  }

  /**
   * Live and about-to-start webinars of public channels, or of the given channels. Never both in one query: with an OR,
   * PostgreSQL checks every live row against every public channel instead of reading the zone's index in order.
   */
  function incomingWhere(ofWorkspaceIds: string[] | 'public'): SQL | undefined {
    const visible =
      ofWorkspaceIds === 'public'
        ? sql`exists (select 1 from ${workspaces} where ${workspaces.id} = ${activities.workspaceId} and ${workspaces.publish})`
        : inArray(activities.workspaceId, ofWorkspaceIds);
    return and(inArray(activities.status, ['LIVE', 'PENDING_LIVE']), visible);
  }

  return {
    async insert(values: typeof activities.$inferInsert): Promise<ActivityRow> {
      const [row] = await db.insert(activities).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<ActivityRow | undefined> {
      const [row] = await db.select().from(activities).where(eq(activities.id, id));
      return row;
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
      if (Object.values(patch).every((value) => value === undefined)) return this.findById(id);
      const [row] = await db.update(activities).set(patch).where(eq(activities.id, id)).returning();
      return row;
    },

    /** Latest start first. */
    async list(filter: ActivityFilter, limit: number, offset: number) {
      const where = activityWhere(filter);
      const [rows, [total]] = await Promise.all([
        db.select().from(activities).where(where).orderBy(desc(activities.startDate), desc(activities.id)).limit(limit).offset(offset),
        db.select({ value: count() }).from(activities).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** LIVE first, then the soonest to start; of public channels and of the channels given. */
    async listIncoming(ofWorkspaceIds: string[] | 'public', limit: number, offset: number): Promise<ActivityRow[]> {
      return (
        db
          .select()
          .from(activities)
          .where(incomingWhere(ofWorkspaceIds))
          // The expression activities_live_zone_idx holds: the page is read in order off the index, no sort of every live row.
          .orderBy(sql`case when ${activities.status} = 'LIVE' then 0 else 1 end`, asc(activities.startDate), asc(activities.id))
          .limit(limit)
          .offset(offset)
      );
    },

    /** How many webinars each private channel has in the live zone now; channels without any are left out. */
    async incomingCountsOfPrivateChannels(): Promise<Map<string, number>> {
      const rows = await db
        .select({ workspaceId: activities.workspaceId, value: count() })
        .from(activities)
        .innerJoin(workspaces, eq(workspaces.id, activities.workspaceId))
        .where(and(inArray(activities.status, ['LIVE', 'PENDING_LIVE']), eq(workspaces.publish, false)))
        .groupBy(activities.workspaceId);
      return new Map(rows.map((row) => [row.workspaceId, row.value]));
    },

    async countIncoming(ofWorkspaceIds: string[] | 'public'): Promise<number> {
      const [total] = await db.select({ value: count() }).from(activities).where(incomingWhere(ofWorkspaceIds));
      return total?.value ?? 0;
    },

    async playbacks(filter: PlaybackFilter, limit: number, offset: number): Promise<ActivityRow[]> {
      return db
        .select()
        .from(activities)
        .where(playbackWhere(filter))
        .orderBy(sql`${activities.playableAt} desc nulls last`, sql`${activities.id} desc nulls last`)
        .limit(limit)
        .offset(offset);
    },

    async countPlaybacks(filter: PlaybackFilter): Promise<number> {
      const [total] = await db.select({ value: count() }).from(activities).where(playbackWhere(filter));
      return total?.value ?? 0;
    },

    /** The host's dashboard: every video of the channel, published or not. */
    async videoStats(workspaceId: string): Promise<{ count: number; latestAt: Date | null }> {
      const [row] = await db
        .select({ count: count(), latestAt: max(activities.playableAt) })
        .from(activities)
        .where(and(eq(activities.workspaceId, workspaceId), playable));
      return { count: row?.count ?? 0, latestAt: row?.latestAt ?? null };
    },

    async keywordsOf(activityIds: string[]) {
      if (activityIds.length === 0) return [];
      return db
        .select({ activityId: activityKeywords.activityId, id: keywords.id, keyword: keywords.keyword, category: keywords.category })
        .from(activityKeywords)
        .innerJoin(keywords, eq(keywords.id, activityKeywords.keywordId))
        .where(inArray(activityKeywords.activityId, activityIds))
        .orderBy(asc(keywords.keyword));
    },

    async speakersOf(activityIds: string[]) {
      if (activityIds.length === 0) return [];
      return db.select().from(activitySpeakers).where(inArray(activitySpeakers.activityId, activityIds));
    },

    /** The plans that unlock these activities, disabled ones included: a plan taken off sale still unlocks for its buyers. */
    async plansOf(activityIds: string[]) {
      if (activityIds.length === 0) return [];
      return db
        .select({
          activityId: activityPlans.activityId,
          id: plans.id,
          name: plans.name,
          stripe_plan_id: plans.providerPriceId,
          on_sale: plans.status,
        })
        .from(activityPlans)
        .innerJoin(plans, eq(plans.id, activityPlans.planId))
        .where(inArray(activityPlans.activityId, activityIds))
        .orderBy(asc(plans.unitAmount));
    },

    async replacePlans(activityId: string, planIds: string[]): Promise<void> {
      await db.delete(activityPlans).where(eq(activityPlans.activityId, activityId));
      if (planIds.length > 0) await db.insert(activityPlans).values(planIds.map((planId) => ({ activityId, planId })));
    },

    async replaceKeywords(activityId: string, keywordIds: string[]): Promise<void> {
      await db.delete(activityKeywords).where(eq(activityKeywords.activityId, activityId));
      if (keywordIds.length > 0) await db.insert(activityKeywords).values(keywordIds.map((keywordId) => ({ activityId, keywordId })));
    },

    async replaceSpeakers(activityId: string, userIds: string[]): Promise<void> {
      await db.delete(activitySpeakers).where(eq(activitySpeakers.activityId, activityId));
      if (userIds.length > 0) await db.insert(activitySpeakers).values(userIds.map((userId) => ({ activityId, userId })));
    },

    async existingKeywordIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      return (await db.select({ id: keywords.id }).from(keywords).where(inArray(keywords.id, ids))).map(({ id }) => id);
    },

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

export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
