import type { TranscriptLine } from '@platform/shared';
import { desc, eq, sql } from 'drizzle-orm';
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

/** A chunk a search found, with the first of its lines that says the words (none when the page's rule finds none). */
export type SpokenMatch = Omit<SpokenChunkRow, 'transcript'> & { line: TranscriptLine | undefined };

/**
 * How many of the newest videos a search walks in order before it asks the words' indexes for the rest. A word said in
 * most chunks fills a page from the first few of them, reading a few hundred chunks and stopping there, where its
 * index would hand over every chunk that says it (thousands) to be sorted by video; a rare word walks them all (about
 * 640 chunks, a few ms) and its index then finds its few chunks in the older videos.
 */
const WALKED_VIDEOS = 32;

export function createSpokenSearchRepository(db: Database, { walkedVideos = WALKED_VIDEOS } = {}) {
  /** As one array parameter: ids as as many parameters cost more to build and parse than most searches. */
  const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

  /**
   * The first `limit` chunks of these videos (the newest, newest first) that say the words, in order: a nested loop
   * over the videos, each one's chunks read through its index by video, so the query stops at the limit. Written out
   * rather than built, like olderSaying: building it took more of the server's time than the database took to run it.
   */
  async function walk(words: SpokenWords, newest: readonly string[], limit: number): Promise<SpokenChunkRow[]> {
    // Subqueries with a limit and an order are kept whole by the planner, so the loop's order is the videos' order.
    const result = (await db.execute(sql`
      select saying.id as "id", videos.id as "activityId", videos.title as "activityTitle", videos.workspace_id as "workspaceId",
             videos.workspace_name as "workspaceName", saying.title as "title", saying.start_ms as "startMs",
             saying.end_ms as "endMs", saying.transcript as "transcript", videos.has_plans as "hasPlans",
             videos.titles_public as "titlesPublic"
      from (
        select ${activities.id} as id, ${activities.createdAt} as created_at, ${activities.title} as title,
               ${workspaces.id} as workspace_id, ${workspaces.name} as workspace_name, ${hasPlans} as has_plans,
               ${titlesPublic} as titles_public
        from ${activities}
        join ${workspaces} on ${workspaces.id} = ${activities.workspaceId}
        left join ${shareSettings} on ${shareSettings.workspaceId} = ${workspaces.id}
        where ${publicVideo} and ${activities.id} = ANY(${uuidArray(newest)})
        order by ${activities.createdAt} desc, ${activities.id} desc
        limit ${newest.length}
      ) videos
      cross join lateral (
        select ${chunks.id} as id, ${chunks.title} as title, ${chunks.startMs} as start_ms, ${chunks.endMs} as end_ms,
               ${chunks.transcript} as transcript
        from ${chunks}
        where ${chunks.activityId} = videos.id and ${chunkSays(words)}
        order by ${chunks.startMs}, ${chunks.id}
        limit ${limit}
      ) saying
      order by videos.created_at desc, videos.id desc, saying.start_ms, saying.id
      limit ${limit}`)) as unknown as { rows: SpokenChunkRow[] };
    return result.rows;
  }

  /**
   * The first `limit` chunks that say the words in the videos other than `walked`: the words' indexes (0017) find
   * every such chunk first (a fence, MATERIALIZED), and only those are sorted by video. Left to itself the planner
   * walks the videos in order against the chunks found, every one against every one (66,000 comparisons and 20 ms for
   * a word in 1 chunk of 1,000 at 100,000 chunks, against 1.5 ms).
   */
  async function olderSaying(words: SpokenWords, walked: readonly string[], limit: number): Promise<SpokenChunkRow[]> {
    const result = (await db.execute(sql`
      with found as materialized (
        select ${chunks.id} as id, ${chunks.startMs} as start_ms, ${activities.id} as activity_id, ${activities.createdAt} as created_at
        from ${chunks}
        join ${activities} on ${activities.id} = ${chunks.activityId}
        join ${workspaces} on ${workspaces.id} = ${activities.workspaceId}
        where ${publicVideo} and ${chunks.activityId} <> ALL(${uuidArray(walked)}) and ${chunkSays(words)}
      ), first as (
        select * from found order by created_at desc, activity_id desc, start_ms, id limit ${limit}
      )
      select ${chunks.id} as "id", ${chunks.activityId} as "activityId", ${activities.title} as "activityTitle",
             ${workspaces.id} as "workspaceId", ${workspaces.name} as "workspaceName", ${chunks.title} as "title",
             ${chunks.startMs} as "startMs", ${chunks.endMs} as "endMs", ${chunks.transcript} as "transcript",
             ${hasPlans} as "hasPlans", ${titlesPublic} as "titlesPublic"
      from first
      join ${chunks} on ${chunks.id} = first.id
      join ${activities} on ${activities.id} = first.activity_id
      join ${workspaces} on ${workspaces.id} = ${activities.workspaceId}
      left join ${shareSettings} on ${shareSettings.workspaceId} = ${workspaces.id}
      order by first.created_at desc, first.activity_id desc, first.start_ms, first.id`)) as unknown as { rows: SpokenChunkRow[] };
    return result.rows;
  }

  return {
    /** The newest published videos of public channels, as many as a search walks, off their index (0030). */
    async newestVideoIds(): Promise<string[]> {
      const rows = await db
        .select({ id: activities.id })
        .from(activities)
        .innerJoin(workspaces, eq(workspaces.id, activities.workspaceId))
        .where(publicVideo)
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(walkedVideos);
      return rows.map((row) => row.id);
    },

    /**
     * The first `limit` chunks of published videos in public channels where one line says every word: newest video
     * first, then in the order they play. The newest videos (`newest`, from newestVideoIds) are walked first; when
     * they do not fill the page and older videos exist, the words' indexes find the rest among those.
     */
    async chunksSaying(words: SpokenWords, limit: number, newest: readonly string[]): Promise<SpokenChunkRow[]> {
      if (newest.length === 0) return [];
      const found = await walk(words, newest, limit);
      if (found.length === limit || newest.length < walkedVideos) return found;
      return [...found, ...(await olderSaying(words, newest, limit - found.length))];
    },
  };
}

export type SpokenSearchRepository = ReturnType<typeof createSpokenSearchRepository>;
