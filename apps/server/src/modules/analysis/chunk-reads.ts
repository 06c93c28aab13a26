import type { Chunk, Keyword } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { ActivitiesService, WatchAccess } from '../activities/index.js';
import type { Actor } from '../users/index.js';
import { canReadChunks, teaserPlaysFor } from './analysis.policy.js';
import { toChunk } from './analysis.presenter.js';
import type { AnalysisRepository, ChunkRow } from './analysis.repository.js';

/** Chunks are read under the video's rules: visible, and for viewers published, signed in and not locked. */
export function chunkReadRefusal(actor: Actor | null, { row, locked, canManage }: WatchAccess): AppError | null {
  if (!canReadChunks(canManage, row.status)) return new AppError('NOT_FOUND', 'this video has no published chunks');
  if (!canManage) {
    if (!actor) return new AppError('NOT_LOGGED_IN', 'log in to watch this video');
    if (locked) return new AppError('VIDEO_LOCKED', 'subscribe to watch this video');
  }
  return null;
}

interface Deps {
  repository: AnalysisRepository;
  activities: ActivitiesService;
}

/** A video's chunks and their media as a reader gets them, each with its keywords and its neighbours. */
export function createChunkReads({ repository, activities }: Deps) {
  async function present(rows: ChunkRow[]): Promise<Chunk[]> {
    const keywordRows = await repository.keywordsOf(rows.map((row) => row.id));
    const language = rows[0] ? ((await activities.findRow(rows[0].activityId))?.language ?? '') : '';
    return rows.map((row, i) =>
      toChunk(
        row,
        keywordRows.filter((k) => k.chunkId === row.id).map(({ id, keyword, category }): Keyword => ({ id, keyword, category })),
        { previous: rows[i - 1]?.id ?? null, next: rows[i + 1]?.id ?? null },
        language,
      ),
    );
  }

  async function presentOne(chunk: ChunkRow): Promise<Chunk> {
    const rows = await repository.chunksOf(chunk.activityId);
    const all = await present(rows);
    return all.find((item) => item.id === chunk.id)!;
  }

  async function loadReadable(actor: Actor | null, activityId: string): Promise<void> {
    const refusal = chunkReadRefusal(actor, await activities.watchAccess(actor, activityId));
    if (refusal) throw refusal;
  }

  async function loadChunk(chunkId: string): Promise<ChunkRow> {
    const chunk = await repository.findChunk(chunkId);
    if (!chunk) throw new AppError('NOT_FOUND', 'no such chunk');
    return chunk;
  }

  return {
    present,
    presentOne,
    loadChunk,

    async list(actor: Actor | null, activityId: string): Promise<Chunk[]> {
      await loadReadable(actor, activityId);
      return present(await repository.chunksOf(activityId));
    },

    async get(actor: Actor | null, activityId: string, chunkId: string): Promise<Chunk> {
      await loadReadable(actor, activityId);
      const chunk = await loadChunk(chunkId);
      if (chunk.activityId !== activityId) throw new AppError('NOT_FOUND', 'no such chunk');
      return presentOne(chunk);
    },

    chunksOf: (activityId: string) => repository.chunksOf(activityId),

    /**
     * The stored clip or thumbnail of a chunk, after the same check as the video's media; a free preview's to everyone
     * who may see its published video (a guest, a viewer without the plan).
     */
    async media(actor: Actor | null, chunkId: string, file: 'clip.mp4' | 'thumbnail.jpg'): Promise<{ key: string; contentType: string }> {
      const chunk = await loadChunk(chunkId);
      const watch = await activities.watchAccess(actor, chunk.activityId);
      const refusal = chunkReadRefusal(actor, watch);
      if (refusal && !(chunk.teaser && teaserPlaysFor(watch.row.status))) throw refusal;
      const key = file === 'clip.mp4' ? chunk.clipKey : chunk.thumbnailKey;
      if (!key) throw new AppError('NOT_FOUND', 'this chunk is not compiled yet');
      return { key, contentType: file === 'clip.mp4' ? 'video/mp4' : 'image/jpeg' };
    },
  };
}

export type ChunkReads = ReturnType<typeof createChunkReads>;
