import { hongKongIsoDate, VIEW_RULE } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { ActivitiesRepository } from './activities.repository.js';
import type { ActivitiesService } from './activities.service.js';
import type { ViewsRepository } from './views.repository.js';

/**
 * Views for the view-count achievement (VIEW_RULE): the player reports how much of the recording was played, the
 * server holds that against the recording's own duration, and the table's key (viewer, video, Hong Kong day) keeps a
 * repeated report from counting twice.
 */
export function createViewsService(
  activities: ActivitiesService,
  activitiesRepository: ActivitiesRepository,
  repository: ViewsRepository,
  now: () => Date = () => new Date(),
) {
  return {
    /** POST /api/activities/{id}/views: whether this report added a view. */
    async record(actor: Actor, activityId: string, watchedSeconds: number): Promise<{ counted: boolean }> {
      const { row, locked } = await activities.watchAccess(actor, activityId);
      if (locked) throw new AppError('VIDEO_LOCKED', 'subscribe to watch this video');
      // The newest ready recording is the one the player plays (readyRecording on the web).
      const playing = (await activitiesRepository.recordingsOf([row.id])).find((recording) => recording.mediaState === 'ready');
      if (!playing) throw new AppError('NOT_FOUND', 'this video has no recording to watch');
      const duration = playing.durationSeconds;
      if (duration === null || watchedSeconds < VIEW_RULE.minWatchedShare * duration) return { counted: false };
      return { counted: await repository.insertView(actor.id, row.id, hongKongIsoDate(now())) };
    },
  };
}

export type ViewsService = ReturnType<typeof createViewsService>;
