import { PUBLISHED_STATUS } from '@platform/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { activities, activityPlans } from '../activities/index.js';
import { chunks } from '../analysis/index.js';
import { workspaces } from '../workspaces/index.js';
import { shareSettings } from './sharing.table.js';

/** A chunk as a shared link shows it: no transcript, no storage keys beyond the thumbnail's. */
export interface SharedChunkRow {
  id: string;
  activityId: string;
  startMs: number;
  endMs: number;
  title: string;
  summary: string;
  clipReady: boolean;
  thumbnailKey: string | null;
}

export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

const sharedChunkColumns = {
  id: chunks.id,
  activityId: chunks.activityId,
  startMs: chunks.startMs,
  endMs: chunks.endMs,
  title: chunks.title,
  summary: chunks.summary,
  clipReady: sql<boolean>`${chunks.clipKey} is not null`,
  thumbnailKey: chunks.thumbnailKey,
};

export const hasPlans = sql<boolean>`exists (select 1 from ${activityPlans} where ${activityPlans.activityId} = ${activities.id})`;
/** A channel without a settings row shows its locked videos' titles (the default). */
export const titlesPublic = sql<boolean>`coalesce(${shareSettings.lockedTitlesPublic}, true)`;
export const publicVideo = and(eq(workspaces.publish, true), eq(activities.status, PUBLISHED_STATUS));

export function createSharingRepository(db: Database) {
  return {
    /** The chunks of a published video, in the order they play. */
    async publishedChunks(activityId: string): Promise<SharedChunkRow[]> {
      return db
        .select(sharedChunkColumns)
        .from(chunks)
        .innerJoin(activities, eq(activities.id, chunks.activityId))
        .where(and(eq(chunks.activityId, activityId), eq(activities.status, PUBLISHED_STATUS)))
        .orderBy(asc(chunks.startMs), asc(chunks.id));
    },

    /** A chunk of a published video. */
    async findPublishedChunk(chunkId: string): Promise<SharedChunkRow | undefined> {
      const [row] = await db
        .select(sharedChunkColumns)
        .from(chunks)
        .innerJoin(activities, eq(activities.id, chunks.activityId))
        .where(and(eq(chunks.id, chunkId), eq(activities.status, PUBLISHED_STATUS)));
      return row;
    },

    async lockedTitlesPublic(workspaceId: string): Promise<boolean> {
      const [row] = await db
        .select({ value: shareSettings.lockedTitlesPublic })
        .from(shareSettings)
        .where(eq(shareSettings.workspaceId, workspaceId));
      return row?.value ?? true;
    },

    async saveLockedTitlesPublic(workspaceId: string, value: boolean): Promise<void> {
      await db
        .insert(shareSettings)
        .values({ workspaceId, lockedTitlesPublic: value })
        .onConflictDoUpdate({ target: shareSettings.workspaceId, set: { lockedTitlesPublic: value, updatedAt: new Date() } });
    },

    /** Public channels, newest first. */
    async publicChannels(limit: number): Promise<SitemapEntry[]> {
      const rows = await db
        .select({ id: workspaces.id, createdAt: workspaces.createdAt })
        .from(workspaces)
        .where(eq(workspaces.publish, true))
        .orderBy(desc(workspaces.createdAt), desc(workspaces.id))
        .limit(limit);
      return rows.map((row) => ({ path: `/channel/${row.id}`, lastModified: row.createdAt }));
    },

    /** The published videos of public channels, newest first; locked ones too, whose pages show their titles. */
    async publicVideos(limit: number): Promise<{ id: string; lastModified: Date }[]> {
      return db
        .select({ id: activities.id, lastModified: sql<Date>`coalesce(${activities.playableAt}, ${activities.createdAt})`.mapWith(toDate) })
        .from(activities)
        .innerJoin(workspaces, eq(workspaces.id, activities.workspaceId))
        .where(publicVideo)
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(limit);
    },

    /** The chunks of those videos, but not of a locked one whose channel keeps its titles to subscribers. */
    async publicChunks(limit: number): Promise<{ id: string; activityId: string; lastModified: Date }[]> {
      return db
        .select({ id: chunks.id, activityId: chunks.activityId, lastModified: chunks.createdAt })
        .from(chunks)
        .innerJoin(activities, eq(activities.id, chunks.activityId))
        .innerJoin(workspaces, eq(workspaces.id, activities.workspaceId))
        .leftJoin(shareSettings, eq(shareSettings.workspaceId, workspaces.id))
        .where(and(publicVideo, sql`(not ${hasPlans} or ${titlesPublic})`))
        .orderBy(desc(activities.createdAt), asc(chunks.activityId), asc(chunks.startMs), asc(chunks.id))
        .limit(limit);
    },
  };
}

/** pg answers a computed timestamp as a string, PGlite as a Date. */
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export type SharingRepository = ReturnType<typeof createSharingRepository>;
