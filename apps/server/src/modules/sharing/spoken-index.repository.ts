import type { TranscriptLine } from '@platform/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { activities } from '../activities/index.js';
import { chunks } from '../analysis/index.js';
import { workspaces } from '../workspaces/index.js';
import { hasPlans, publicVideo, titlesPublic } from './sharing.repository.js';
import { shareSettings } from './sharing.table.js';
import type { SpokenChannel, SpokenVideoInput } from './spoken-index.js';

/** A published video of a public channel, without its chunks; `cursor` is its created_at as text, for keyset pages. */
export interface SpokenVideoRow extends Omit<SpokenVideoInput, 'chunks'> {
  cursor: string;
}

/** One row of spoken_search_changes (migration 0031): a video or a channel whose searchable state may have changed. */
export interface SpokenChange {
  seq: string;
  /** The transaction that logged it (xid8, as text). */
  tx: string;
  activityId: string | null;
  workspaceId: string | null;
}

type ChunkRow = SpokenVideoInput['chunks'][number] & { activityId: string };

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * What the in-memory index of spoken words reads: the public videos and their chunks, in pages, and the changes
 * written since it last looked (the triggers of migration 0031 log them, whichever process made them).
 */
export function createSpokenIndexRepository(db: Database) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  async function videos(condition: SQL, limit?: number): Promise<SpokenVideoRow[]> {
    const found = await rows<Omit<SpokenVideoRow, 'createdAtUs'> & { createdAtUs: string }>(sql`
      select ${activities.id} as "id", ${activities.title} as "title", ${activities.workspaceId} as "workspaceId",
             (extract(epoch from ${activities.createdAt}) * 1000000)::int8::text as "createdAtUs",
             ${activities.createdAt}::text as "cursor", ${hasPlans} as "hasPlans"
      from ${activities}
      join ${workspaces} on ${workspaces.id} = ${activities.workspaceId}
      where ${publicVideo} and ${condition}
      order by ${activities.createdAt} desc, ${activities.id} desc
      ${limit === undefined ? sql`` : sql`limit ${limit}`}`);
    return found.map((row) => ({ ...row, createdAtUs: Number(row.createdAtUs) }));
  }

  return {
    /** Public videos newest first, `limit` after `after` (the last of the previous page). */
    videosPage(after: SpokenVideoRow | null, limit: number): Promise<SpokenVideoRow[]> {
      const condition = after
        ? sql`(${activities.createdAt}, ${activities.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`
        : sql`true`;
      return videos(condition, limit);
    },

    /** Those of these videos that are public now. */
    videosByIds(ids: readonly string[]): Promise<SpokenVideoRow[]> {
      return videos(sql`${activities.id} = ANY(${uuidArray(ids)})`);
    },

    /** The public videos of these channels. */
    async videoIdsOfChannels(workspaceIds: readonly string[]): Promise<string[]> {
      return (await videos(sql`${activities.workspaceId} = ANY(${uuidArray(workspaceIds)})`)).map((video) => video.id);
    },

    /** The chunks of these videos, each video's in the order they play. */
    async chunksOf(activityIds: readonly string[]): Promise<Map<string, SpokenVideoInput['chunks']>> {
      const found = await rows<ChunkRow>(sql`
        select ${chunks.activityId} as "activityId", ${chunks.id} as "id", ${chunks.title} as "title",
               ${chunks.startMs} as "startMs", ${chunks.endMs} as "endMs", ${chunks.transcript} as "transcript"
        from ${chunks}
        where ${chunks.activityId} = ANY(${uuidArray(activityIds)})
        order by ${chunks.activityId}, ${chunks.startMs}, ${chunks.id}`);
      const byVideo = new Map<string, SpokenVideoInput['chunks']>();
      for (const { activityId, ...chunk } of found) {
        const list = byVideo.get(activityId) ?? [];
        list.push({ ...chunk, transcript: chunk.transcript as TranscriptLine[] });
        byVideo.set(activityId, list);
      }
      return byVideo;
    },

    /** Public channels (all, or those of `ids` that are public). */
    channels(ids?: readonly string[]): Promise<SpokenChannel[]> {
      return rows<SpokenChannel>(sql`
        select ${workspaces.id} as "id", ${workspaces.name} as "name", ${titlesPublic} as "titlesPublic"
        from ${workspaces}
        left join ${shareSettings} on ${shareSettings.workspaceId} = ${workspaces.id}
        where ${workspaces.publish} = true ${ids ? sql`and ${workspaces.id} = ANY(${uuidArray(ids)})` : sql``}`);
    },

    /**
     * The oldest transaction still running (every change logged by an older one is committed or gone), and the changes
     * logged by that transaction or newer ones since `from` (a horizon read before), committed ones only: those of a
     * transaction still running are seen once it commits, as its transaction is at or past the next horizon.
     */
    async changesSince(from: string | null): Promise<{ horizon: string; changes: SpokenChange[] }> {
      const [row] = await rows<{ horizon: string; changes: SpokenChange[] | string }>(sql`
        select pg_snapshot_xmin(pg_current_snapshot())::text as "horizon",
               ${
                 from === null
                   ? sql`'[]'::json`
                   : sql`coalesce((select json_agg(json_build_object('seq', seq::text, 'tx', tx::text, 'activityId', activity_id, 'workspaceId', workspace_id))
                       from spoken_search_changes where tx >= ${from}::xid8), '[]'::json)`
               } as "changes"`);
      const changes = typeof row!.changes === 'string' ? (JSON.parse(row!.changes) as SpokenChange[]) : row!.changes;
      return { horizon: row!.horizon, changes };
    },

    /** Forgets changes older than `minutes`: every process has read them by then, or rebuilds. */
    async forgetChangesBefore(minutes: number): Promise<void> {
      await db.execute(sql`delete from spoken_search_changes where changed_at < now() - make_interval(mins => ${minutes})`);
    },
  };
}

export type SpokenIndexRepository = ReturnType<typeof createSpokenIndexRepository>;
