import { hongKongIsoDate, TEASER_LIMITS, type Chunk, type TeaserSettings, type TeaserStats } from '@platform/shared';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { ActivitiesService, WatchAccess } from '../activities/index.js';
import type { Actor } from '../users/index.js';
import type { WorkspacesService } from '../workspaces/index.js';
import { CHUNK_TEXT_EDIT_STATUSES, teaserPlaysFor } from './analysis.policy.js';
import type { ChunkRow } from './analysis.repository.js';
import type { ChunkReads } from './chunk-reads.js';
import type { TeasersRepository } from './teasers.repository.js';

interface Deps {
  teasers: TeasersRepository;
  activities: ActivitiesService;
  workspaces: Pick<WorkspacesService, 'mayManage'>;
  unitOfWork: UnitOfWork;
  reads: ChunkReads;
  now?: () => Date;
}

/** What someone who may not play a video sees of its chunks: every chunk, the teasers playable. */
export interface TeaserView {
  watch: WatchAccess;
  chunks: ChunkRow[];
}

/**
 * Free previews: the host marks chunks of a video as teasers (up to the channel's limit), anyone who may see the video
 * plays their clips (chunk-reads.ts lets the media through), each play is counted once a day per viewer, and the
 * channel's earnings show the plays beside the purchases that followed.
 */
/** Whose plays a guest's are: the id their browser keeps, until an account claims them (claimGuestPlays). */
const guestViewerKey = (guestId: string) => `guest:${guestId}`;

export function createTeasers({ teasers, activities, workspaces, unitOfWork, reads, now = () => new Date() }: Deps) {
  async function requireManager(actor: Actor, workspaceId: string): Promise<void> {
    if (!(await workspaces.mayManage(actor, workspaceId))) {
      throw new AppError('PERMISSION_DENIED', 'only the channel host or an admin may change this');
    }
  }

  /** A published teaser of a video the caller may see (a guest too, on a public channel). */
  async function loadPlayable(actor: Actor | null, chunkId: string): Promise<{ chunk: ChunkRow; watch: WatchAccess }> {
    const chunk = await reads.loadChunk(chunkId);
    const watch = await activities.watchAccess(actor, chunk.activityId);
    if (!chunk.teaser || !teaserPlaysFor(watch.row.status)) throw new AppError('NOT_FOUND', 'no such free preview');
    return { chunk, watch };
  }

  return {
    /** PUT /api/chunks/{id}/teaser: on or off; on fails past the channel's limit per video. */
    async mark(actor: Actor, chunkId: string, teaser: boolean): Promise<Chunk> {
      const chunk = await reads.loadChunk(chunkId);
      const { row } = await activities.loadManaged(actor, chunk.activityId);
      if (!CHUNK_TEXT_EDIT_STATUSES.includes(row.status)) {
        throw new AppError('INVALID_STATUS_TRANSITION', `chunks cannot be changed in ${row.status}`);
      }
      const updated = await unitOfWork.run(async () => {
        if (teaser) {
          const [others, limit] = await Promise.all([
            teasers.otherTeasersLocked(chunk.activityId, chunk.id),
            teasers.maxPerVideo(row.workspaceId),
          ]);
          if (others >= limit) {
            throw new AppError('TEASER_LIMIT_REACHED', `this channel allows ${limit} free previews per video`, [
              { path: 'teaser', message: String(limit) },
            ]);
          }
        }
        return teasers.setTeaser(chunk.id, teaser);
      });
      if (!updated) throw new AppError('NOT_FOUND', 'no such chunk');
      return reads.presentOne(updated);
    },

    async settings(actor: Actor, workspaceId: string): Promise<TeaserSettings> {
      await requireManager(actor, workspaceId);
      return { max_per_video: await teasers.maxPerVideo(workspaceId) };
    },

    /** A lower limit leaves teasers already marked as they are; it holds for the next ones. */
    async saveSettings(actor: Actor, workspaceId: string, settings: TeaserSettings): Promise<TeaserSettings> {
      await requireManager(actor, workspaceId);
      await teasers.saveMaxPerVideo(workspaceId, settings.max_per_video);
      return settings;
    },

    /**
     * POST /api/chunks/{id}/teaser-plays: the player started a teaser's clip. Counted once per viewer (account, or a
     * guest's browser id) per chunk per Hong Kong day.
     */
    async recordPlay(actor: Actor | null, chunkId: string, guestId: string | undefined): Promise<{ counted: boolean }> {
      const { chunk, watch } = await loadPlayable(actor, chunkId);
      const viewerKey = actor ? `user:${actor.id}` : guestId ? guestViewerKey(guestId) : null;
      if (!viewerKey) {
        throw new AppError('VALIDATION_ERROR', 'a guest names their browser', [{ path: 'guest_id', message: 'required' }]);
      }
      const counted = await teasers.recordPlay({
        chunkId: chunk.id,
        activityId: chunk.activityId,
        workspaceId: watch.row.workspaceId,
        viewerKey,
        userId: actor?.id ?? null,
        day: hongKongIsoDate(now()),
      });
      return { counted };
    },

    /**
     * POST /api/teaser-plays/claim: the plays a browser made as a guest become the signed-in viewer's, so a guest who
     * played a free preview, signed up and bought within the window counts as a purchase that followed. Plays another
     * account already claimed stay theirs.
     */
    async claimGuestPlays(actor: Actor, guestId: string): Promise<{ claimed: number }> {
      return { claimed: await teasers.claimGuestPlays(guestViewerKey(guestId), actor.id) };
    },

    /** GET /api/workspaces/{id}/teaser-stats: for the channel's earnings page. */
    async stats(actor: Actor, workspaceId: string): Promise<TeaserStats> {
      await requireManager(actor, workspaceId);
      const days = TEASER_LIMITS.attributionDays;
      const { videos, purchasesAfter } = await teasers.statsOf(workspaceId, days);
      return {
        results: videos.map((video) => ({
          activity_id: video.activityId,
          title: video.title,
          plays: video.plays,
          purchases_after: video.purchasesAfter,
        })),
        plays_total: videos.reduce((sum, video) => sum + video.plays, 0),
        purchases_after_total: purchasesAfter,
        window_days: days,
      };
    },

    /** A published video's chunks for someone who may see it; the sharing module decides what of them it shows. */
    async view(actor: Actor | null, activityId: string): Promise<TeaserView> {
      const watch = await activities.watchAccess(actor, activityId);
      if (!teaserPlaysFor(watch.row.status)) throw new AppError('NOT_FOUND', 'this video has no published chunks');
      return { watch, chunks: await reads.chunksOf(activityId) };
    },

    withFreePreview: (activityIds: string[]) => teasers.withFreePreview(activityIds),
  };
}

export type Teasers = ReturnType<typeof createTeasers>;
