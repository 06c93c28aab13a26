import { ACTIVITY_LIMITS, canChangeRecording } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import { decodeImage } from '../../infra/storage/decode-image.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { Actor } from '../users/index.js';
import type { FeatureGate } from '../workspaces/index.js';
import type { ActivitiesRepository } from './activities.repository.js';
import type { ActivitiesService } from './activities.service.js';
import { toRecording } from './activities.presenter.js';
import type { PartSigner } from './part-signature.js';
import { createRecordingIntake } from './recording-intake.js';
import { createRecordingUploads } from './recording-uploads.js';
import { newThumbnailKey } from './thumbnail-key.js';
import { createUploadSessions, DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './upload-sessions.js';
import type { UploadsRepository } from './uploads.repository.js';

interface Deps {
  activities: ActivitiesService;
  activitiesRepository: ActivitiesRepository;
  repository: UploadsRepository;
  unitOfWork: UnitOfWork;
  storage: ObjectStorage;
  jobs: JobSender;
  signer: PartSigner;
  /** Hosting-plan features: uploading recordings is one (spec §9). */
  requireFeature?: FeatureGate;
  log: Logger;
  limits?: Partial<UploadLimits>;
}

/**
 * Thumbnails, and recordings: sent whole or in parts (recording-uploads.ts, spec 001 §7 "Upload"), listed for watching,
 * and deleted.
 */
export function createUploadsService({
  activities,
  activitiesRepository,
  repository,
  unitOfWork,
  storage,
  jobs,
  signer,
  requireFeature,
  log,
  limits: limitOverrides,
}: Deps) {
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...limitOverrides };
  const { assertMayAddRecording, finishJoined } = createRecordingIntake({ activitiesRepository, repository, unitOfWork, storage, jobs });
  const sessions = createUploadSessions({ activities, repository, storage, requireFeature, assertMayAddRecording, log, limits });

  return {
    ...createRecordingUploads({ repository, storage, signer, sessions, finishJoined }),

    async uploadImage(actor: Actor, base64: string): Promise<{ thumbnail_url: string; url: string }> {
      if (actor.role !== 'host' && actor.role !== 'admin') throw new AppError('FORBIDDEN', 'only hosts upload thumbnails');
      const image = await decodeImage(base64, ACTIVITY_LIMITS.thumbnailMaxBytes);
      const key = newThumbnailKey(image.extension.slice(1));
      await storage.put(key, image.bytes, image.type);
      return { thumbnail_url: key, url: await storage.signedUrl(key) };
    },

    /** Spec: `results[0].archive_url`; the newest recording first. */
    async recordings(actor: Actor | null, activityId: string) {
      const { row, locked } = await activities.watchAccess(actor, activityId);
      if (locked) throw new AppError('VIDEO_LOCKED', 'subscribe to watch this video');
      // Asking is not watching: a view is counted when the player reports one (views.service.ts).
      return { results: (await activitiesRepository.recordingsOf([row.id])).map(toRecording) };
    },

    async deleteRecording(actor: Actor, activityId: string, recordingId: string): Promise<void> {
      const { row } = await activities.loadManaged(actor, activityId);
      const recording = await activitiesRepository.findRecording(recordingId);
      if (!recording || recording.activityId !== row.id) throw new AppError('NOT_FOUND', 'no such recording');
      if (!canChangeRecording(row.status)) throw new AppError('RECORDING_IN_USE', `a ${row.status} webinar keeps its recording`);
      await unitOfWork.run(async () => {
        await activitiesRepository.deleteRecording(recording.id);
        const remaining = await activitiesRepository.recordingsOf([row.id]);
        if (!remaining.some((item) => item.mediaState === 'ready')) await activitiesRepository.update(row.id, { playableAt: null });
      });
      await storage.delete(recording.sourceKey);
      await storage.deletePrefix(`activities/${row.id}/recordings/${recording.id}/`);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
