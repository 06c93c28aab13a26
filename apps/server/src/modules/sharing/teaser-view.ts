import type { TeaserChunk } from '@platform/shared';
import type { Actor } from '../users/index.js';
import { chunkMediaPath, type Teasers } from '../analysis/index.js';
import type { SharingRepository } from './sharing.repository.js';

/**
 * A published video's chunks for someone who may not play it (a guest, a viewer without the plan): the free previews
 * with their clip and thumbnail, the others without media, their titles and summaries shown unless the channel keeps
 * its locked videos' chunk texts to itself (share settings).
 */
export function createTeaserView({ teasers, repository }: { teasers: Teasers; repository: SharingRepository }) {
  return async (actor: Actor | null, activityId: string): Promise<TeaserChunk[]> => {
    const { watch, chunks } = await teasers.view(actor, activityId);
    const textsShown = !watch.locked || watch.canManage || (await repository.lockedTitlesPublic(watch.row.workspaceId));
    return chunks.map((chunk) => {
      const shown = chunk.teaser || textsShown;
      return {
        id: chunk.id,
        activity_id: chunk.activityId,
        start: chunk.startMs,
        end: chunk.endMs,
        title: shown ? chunk.title : null,
        summary: shown ? chunk.summary : null,
        teaser: chunk.teaser,
        clip_url: chunk.teaser && chunk.clipKey ? chunkMediaPath(chunk.id, 'clip.mp4') : null,
        thumbnail_url: chunk.teaser && chunk.thumbnailKey ? chunkMediaPath(chunk.id, 'thumbnail.jpg') : null,
      };
    });
  };
}

export type TeaserViewReader = ReturnType<typeof createTeaserView>;
