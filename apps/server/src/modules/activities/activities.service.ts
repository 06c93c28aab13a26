import type { Activity } from '@platform/shared';
import type { Logger } from 'pino';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { Actor } from '../users/index.js';
import type { WorkspacesService } from '../workspaces/index.js';
import type { ActivitiesRepository } from './activities.repository.js';
import { createActivitiesCatalogue } from './activities-catalogue.js';
import { createActivityCommands } from './activity-commands.js';
import { createActivityEdits } from './activity-edits.js';
import { processRecordingJob } from './media.jobs.js';
import { createWatchAccess, type PaidAccess } from './watch-access.js';

export type { PaidAccess, WatchAccess, WatchMaterial } from './watch-access.js';
export { ANALYSIS_COMMANDS } from './activity-commands.js';
export type { AnalysisCommand, DelegatedCommandHandler, LiveCommand } from './activity-commands.js';

interface Deps {
  paidAccess: PaidAccess;
  repository: ActivitiesRepository;
  workspaces: WorkspacesService;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  storage: ObjectStorage;
  /** Moved by every change made through this process; shared pages read before it are not served again. */
  writes: WriteGeneration;
  log: Logger;
  now?: () => number;
}

/**
 * Webinars and videos as one service, composed of the watch access (watch-access.ts), the lists
 * (activities-catalogue.ts), the edits (activity-edits.ts) and the status commands (activity-commands.ts); the
 * reads of one webinar and its recordings are here.
 */
export function createActivitiesService({
  paidAccess,
  repository,
  workspaces,
  unitOfWork,
  jobs,
  storage,
  writes,
  log,
  now = Date.now,
}: Deps) {
  const access = createWatchAccess({ paidAccess, repository, workspaces, storage });
  const { presentOne, loadVisible } = access;

  return {
    ...access,
    ...createActivitiesCatalogue({ repository, workspaces, access, writes, now }),
    ...createActivityEdits({ paidAccess, repository, workspaces, access, unitOfWork, now }),
    ...createActivityCommands({ repository, access, unitOfWork, log, now }),

    async detail(actor: Actor | null, id: string): Promise<Activity> {
      const { row, access } = await loadVisible(actor, id, true);
      const activity = await presentOne(actor, row, access);
      return activity!;
    },

    /** The newest recording ready to play: the one an analysis cuts into chunks. */
    readyRecording: async (id: string) => (await repository.recordingsOf([id])).find((recording) => recording.mediaState === 'ready'),

    /** The row as stored, for jobs that act on it without a caller (they were queued by one who was allowed). */
    findRow: (id: string) => repository.findById(id),

    speakerIds: async (id: string) => (await repository.speakersOf([id])).map((speaker) => speaker.userId),

    /** A live's composed recording becomes the webinar's recording, processed like an uploaded one; once per source. */
    async addRecording(activityId: string, recording: { sourceKey: string; sizeBytes: number; durationSeconds: number }) {
      return unitOfWork.run(async () => {
        const existing = (await repository.recordingsOf([activityId])).find((row) => row.sourceKey === recording.sourceKey);
        if (existing) return existing;
        const row = await repository.insertRecording({ activityId, ...recording });
        await jobs.enqueue(processRecordingJob, { recordingId: row.id });
        return row;
      });
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
