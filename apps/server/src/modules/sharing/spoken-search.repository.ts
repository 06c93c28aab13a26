import type { TranscriptLine } from '@platform/shared';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { activities } from '../activities/index.js';
import { chunkSays, chunks, type SpokenWords } from '../analysis/index.js';
import { workspaces } from '../workspaces/index.js';
import { hasPlans, publicVideo, titlesPublic } from './sharing.repository.js';
import { shareSettings } from './sharing.table.js';

/** A chunk of a public video that says the words: no storage key, so no media can leave through it. */
export interface SpokenChunkRow {
  id: string;
  activityId: string;
  activityTitle: string;
  workspaceId: string;
  workspaceName: string;
  title: string;
  startMs: number;
  endMs: number;
  transcript: TranscriptLine[];
  /** Whether the video has plans: locked to everyone who neither manages the channel nor holds one of them. */
  hasPlans: boolean;
  /** Whether the channel shows its locked videos' chunk titles (share_settings, sharing's rule). */
  titlesPublic: boolean;
}

/**
 * The newest videos read first, then this many more, then all the rest. A word said in most chunks fills a page from
 * the newest few videos, where sorting every chunk that says it would read tens of thousands; a rare word finds
 * nothing there, and the rest is then narrowed by the words' indexes to its few chunks before they are sorted.
 */
const VIDEO_TIERS = [8, 64, 512] as const;

export function createSpokenSearchRepository(db: Database) {
  /** As one array parameter: 584 ids as as many parameters cost more to build and parse than most searches. */
  const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

  function chunksSayingIn(words: SpokenWords, videos: SQL, limit: number): Promise<SpokenChunkRow[]> {
    return db
      .select({
        id: chunks.id,
        activityId: chunks.activityId,
        activityTitle: activities.title,
        workspaceId: workspaces.id,
        workspaceName: workspaces.name,
        title: chunks.title,
        startMs: chunks.startMs,
        endMs: chunks.endMs,
        transcript: chunks.transcript,
        hasPlans,
        titlesPublic,
      })
      .from(chunks)
      .innerJoin(activities, eq(activities.id, chunks.activityId))
      .innerJoin(workspaces, eq(workspaces.id, activities.workspaceId))
      .leftJoin(shareSettings, eq(shareSettings.workspaceId, workspaces.id))
      .where(and(publicVideo, videos, chunkSays(words)))
      .orderBy(desc(activities.createdAt), desc(activities.id), asc(chunks.startMs), asc(chunks.id))
      .limit(limit);
  }

  return {
    /** The newest published videos of public channels, as many as the search's tiers read, off their index (0030). */
    async newestVideoIds(): Promise<string[]> {
      const rows = await db
        .select({ id: activities.id })
        .from(activities)
        .innerJoin(workspaces, eq(workspaces.id, activities.workspaceId))
        .where(publicVideo)
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(VIDEO_TIERS.reduce((sum, count) => sum + count, 0));
      return rows.map((row) => row.id);
    },

    /**
     * The first `limit` chunks of published videos in public channels where one line says every word: newest video
     * first, then in the order they play. The videos (`newest`, from newestVideoIds) are read in tiers (VIDEO_TIERS),
     * each tier's ids a value of the query, so the planner knows how many chunks they hold and picks between the
     * chunks' index by video and the words' indexes (migration 0017), whichever reads fewer.
     */
    async chunksSaying(words: SpokenWords, limit: number, newest: readonly string[]): Promise<SpokenChunkRow[]> {
      const found: SpokenChunkRow[] = [];
      let skip = 0;
      for (const count of VIDEO_TIERS) {
        const tier = newest.slice(skip, skip + count);
        if (tier.length === 0) return found;
        found.push(...(await chunksSayingIn(words, sql`${chunks.activityId} = ANY(${uuidArray(tier)})`, limit - found.length)));
        if (found.length === limit) return found;
        skip += count;
      }
      if (newest.length < skip) return found;
      found.push(...(await chunksSayingIn(words, sql`${chunks.activityId} <> ALL(${uuidArray(newest)})`, limit - found.length)));
      return found;
    },
  };
}

export type SpokenSearchRepository = ReturnType<typeof createSpokenSearchRepository>;
