import { LIVE_ZONE_STATUSES, type ActivityStatus } from '@platform/shared';
import { and, asc, count, desc, eq, ilike, inArray, max, or, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { escapeLike } from '../../database/like.js';
import { workspaces } from '../workspaces/index.js';
import { playable, publishedVideo } from './activity-conditions.js';
import type { ActivityRow } from './activities-rows.js';
import { activities, activityKeywords } from './activities.table.js';

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

const ofPublicChannel = sql`exists (select 1 from ${workspaces} where ${workspaces.id} = ${activities.workspaceId} and ${workspaces.publish})`;

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
  if (filter.publicOnly) conditions.push(ofPublicChannel);
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
  const visible = ofWorkspaceIds === 'public' ? ofPublicChannel : inArray(activities.workspaceId, ofWorkspaceIds);
  return and(inArray(activities.status, ['LIVE', 'PENDING_LIVE']), visible);
}

/** The lists of webinars and videos, and their totals: the catalogue's queries. */
export function createActivityListsRepository(db: Database) {
  return {
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
  };
}
