import { canChangeRecording, type ActivityStatus, type Recording } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import { isMp4Container, MediaError, probeMedia } from '../../infra/media/index.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { toRecording } from './activities.presenter.js';
import type { ActivitiesRepository } from './activities.repository.js';
import type { UploadState } from './activities.table.js';
import { processRecordingJob } from './media.jobs.js';
import type { UploadRow, UploadsRepository } from './uploads.repository.js';

interface Deps {
  activitiesRepository: ActivitiesRepository;
  repository: UploadsRepository;
  unitOfWork: UnitOfWork;
  storage: ObjectStorage;
  jobs: JobSender;
}

/** A stored upload becoming the webinar's recording: checked by its content, recorded once, its processing queued. */
export function createRecordingIntake({ activitiesRepository, repository, unitOfWork, storage, jobs }: Deps) {
  /** Spec §5: one mp4 per webinar, and none added while a live makes it or chunks are cut from it. */
  async function assertMayAddRecording(activity: { id: string; status: ActivityStatus }): Promise<void> {
    if (!canChangeRecording(activity.status)) {
      throw new AppError('RECORDING_IN_USE', `a ${activity.status} webinar's recording cannot be replaced`);
    }
    if ((await activitiesRepository.recordingsOf([activity.id])).length > 0) {
      throw new AppError('RECORDING_EXISTS', 'the webinar has a recording: delete it to upload another');
    }
  }

  /** Checks the joined file (of an upload in state `from`) is an mp4 by its content, then records it and queues its processing. */
  async function finish(upload: UploadRow, from: UploadState, declaredDuration: number | undefined): Promise<Recording> {
    const probe = await probeMedia(await storage.mediaSource(upload.key)).catch((error: unknown) => {
      if (error instanceof MediaError && error.code === 'NOT_MEDIA') return null;
      throw error;
    });
    if (!probe || !isMp4Container(probe) || (!probe.video && !probe.audio)) {
      await repository.setState(upload.id, 'aborted');
      await storage.delete(upload.key);
      throw new AppError('INVALID_VIDEO', 'the file is not an mp4 video');
    }
    // The webinar may have changed since the upload started: another file recorded, or an analysis begun.
    const activity = await activitiesRepository.findById(upload.activityId);
    if (activity) {
      await assertMayAddRecording(activity).catch(async (error: unknown) => {
        await repository.setState(upload.id, 'aborted');
        await storage.delete(upload.key);
        throw error;
      });
    }
    const stored = await storage.read(upload.key, { start: 0, end: 0 });
    stored?.body.destroy();
    const recording = await unitOfWork.run(async () => {
      // Once only: a completion taken up after this one was thought dead may have recorded the file already.
      if (!(await repository.transition(upload.id, from, 'completed'))) {
        throw new AppError('UPLOAD_NOT_OPEN', 'the upload was completed by another request');
      }
      const row = await activitiesRepository.insertRecording({
        activityId: upload.activityId,
        sourceKey: upload.key,
        sizeBytes: stored?.totalSize ?? 0,
        durationSeconds: probe.durationSeconds ?? declaredDuration ?? null,
      });
      await jobs.enqueue(processRecordingJob, { recordingId: row.id });
      return row;
    });
    return toRecording(recording);
  }

  /**
   * finish, for an upload whose parts are now one file (in state `from`): when recording it fails for any reason but
   * the file not being a video, the upload is left `joined`, so completing it again does not need the parts again.
   */
  async function finishJoined(upload: UploadRow, from: UploadState, declaredDuration: number | undefined): Promise<Recording> {
    try {
      return await finish(upload, from, declaredDuration);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'INVALID_VIDEO')) await repository.transition(upload.id, from, 'joined');
      throw error;
    }
  }

  return { assertMayAddRecording, finishJoined };
}

export type RecordingIntake = ReturnType<typeof createRecordingIntake>;
