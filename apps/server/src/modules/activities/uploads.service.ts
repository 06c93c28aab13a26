import { ACTIVITY_LIMITS, canChangeRecording, multipartPartSize, type ActivityStatus, type Recording } from '@platform/shared';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { JobSender } from '../../infra/jobs/job.js';
import { isMp4Container, MediaError, probeMedia } from '../../infra/media/index.js';
import type { UnitOfWork } from '../../infra/db/unit-of-work.js';
import { decodeImage } from '../../infra/storage/decode-image.js';
import { PartTooLargeError, type ObjectStorage } from '../../infra/storage/storage.js';
import type { Actor } from '../users/index.js';
import type { FeatureGate } from '../workspaces/index.js';
import type { ActivitiesRepository } from './activities.repository.js';
import type { ActivitiesService } from './activities.service.js';
import { toRecording } from './activities.presenter.js';
import { processRecordingJob } from './media.jobs.js';
import type { PartSigner } from './part-signature.js';
import { newThumbnailKey } from './thumbnail-key.js';
import type { UploadRow, UploadsRepository } from './uploads.repository.js';
import { RESUMABLE_UPLOAD_STATES, type UploadState } from './activities.table.js';

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

export interface UploadLimits {
  /** A completion's claim not renewed for this long was left by a server that died while completing. */
  completionClaimStaleMs: number;
  /** How often a running completion renews its claim. */
  completionClaimRenewMs: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { completionClaimStaleMs: 60_000, completionClaimRenewMs: 15_000 };

const RECORDING_KEY = /^activities\/[0-9a-f-]{36}\/uploads\/[0-9a-f-]{36}\.mp4$/;

/** Thumbnails, and recordings sent whole or in parts (spec 001 §7 "Upload"). */
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

  /**
   * An upload whose completion was cut off (its server died while joining or recording it) is taken up again: `joined`
   * when the storage holds the joined file (it joins in one step: S3's CompleteMultipartUpload, a rename on disk),
   * `open` otherwise, with its parts still there. A completion still running renews its claim and is left alone.
   */
  async function takeUpAbandoned(upload: UploadRow): Promise<UploadRow> {
    if (upload.state !== 'completing') return upload;
    if (upload.claimedAt && Date.now() - upload.claimedAt.getTime() < limits.completionClaimStaleMs) return upload;
    const joined = await storage.read(upload.key, { start: 0, end: 0 });
    joined?.body.destroy();
    const next = joined ? 'joined' : 'open';
    const moved = await repository.releaseAbandonedClaim(upload.id, upload.claimedAt, next);
    if (moved) log.warn({ uploadId: upload.id, state: next }, 'an upload whose completion was cut off is taken up again');
    return moved ?? (await repository.findByKey(upload.key)) ?? upload;
  }

  /** Runs a completion of the upload (now in state `from`) under a claim renewed until it ends; one at a time. */
  async function whileClaimed<T>(upload: UploadRow, from: UploadState, complete: () => Promise<T>): Promise<T> {
    if (!(await repository.transition(upload.id, from, 'completing', new Date()))) {
      throw new AppError('UPLOAD_BEING_COMPLETED', 'the upload is already being completed');
    }
    const renewal = setInterval(() => {
      repository
        .renewClaim(upload.id, new Date())
        .catch((error: unknown) => log.warn({ err: error, uploadId: upload.id }, 'could not renew an upload completion’s claim'));
    }, limits.completionClaimRenewMs);
    try {
      return await complete();
    } finally {
      clearInterval(renewal);
    }
  }

  /** The caller's upload, in one of the given states (parts are sent only while it is open). */
  async function openUpload(actor: Actor, key: string, states: readonly UploadState[] = ['open']): Promise<UploadRow> {
    if (!RECORDING_KEY.test(key)) throw new AppError('NOT_FOUND', 'no such upload');
    const found = await repository.findByKeyWithActivity(key);
    if (!found) throw new AppError('NOT_FOUND', 'no such upload');
    await activities.assertManages(actor, found.activity);
    const upload = await takeUpAbandoned(found.upload);
    if (!states.includes(upload.state)) {
      if (upload.state === 'completing') throw new AppError('UPLOAD_BEING_COMPLETED', 'the upload is being completed');
      throw new AppError('UPLOAD_NOT_OPEN', `the upload is ${upload.state}`);
    }
    return upload;
  }

  /** Spec §5: one mp4 per webinar, and none added while a live makes it or chunks are cut from it. */
  async function assertMayAddRecording(activity: { id: string; status: ActivityStatus }): Promise<void> {
    if (!canChangeRecording(activity.status)) {
      throw new AppError('RECORDING_IN_USE', `a ${activity.status} webinar's recording cannot be replaced`);
    }
    if ((await activitiesRepository.recordingsOf([activity.id])).length > 0) {
      throw new AppError('RECORDING_EXISTS', 'the webinar has a recording: delete it to upload another');
    }
  }

  async function startUpload(actor: Actor, activityId: string, fileName: string, sizeBytes: number | undefined): Promise<UploadRow> {
    const { row } = await activities.loadManaged(actor, activityId);
    await requireFeature?.(actor, 'upload');
    await assertMayAddRecording(row);
    // One upload at a time: the same file picked again resumes; another file replaces an unfinished one.
    const unfinished = await Promise.all((await repository.unfinishedOf(activityId)).map(takeUpAbandoned));
    const isSameFile = (upload: UploadRow) => fileName !== '' && upload.fileName === fileName && upload.sizeBytes === (sizeBytes ?? null);
    // Sending the file a second time would not make its completion any sooner.
    if (unfinished.some((upload) => upload.state === 'completing' && isSameFile(upload))) {
      throw new AppError('UPLOAD_BEING_COMPLETED', 'this file is being completed');
    }
    const resumable = unfinished.filter((upload) => RESUMABLE_UPLOAD_STATES.includes(upload.state));
    const same = resumable.find(isSameFile);
    if (same) return same;
    for (const stale of resumable) await abortUpload(stale);
    const key = `activities/${activityId}/uploads/${randomUUID()}.mp4`;
    const storageUploadId = await storage.multipart.create(key, 'video/mp4');
    return repository.insert({ activityId, key, storageUploadId, fileName, sizeBytes: sizeBytes ?? null, createdBy: actor.id });
  }

  async function abortUpload(upload: UploadRow): Promise<void> {
    await repository.setState(upload.id, 'aborted');
    // A joined upload is a stored file, no longer a multipart upload the storage could abort.
    if (upload.state === 'joined') await storage.delete(upload.key);
    else await storage.multipart.abort(upload.key, upload.storageUploadId);
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

  return {
    async uploadImage(actor: Actor, base64: string): Promise<{ thumbnail_url: string; url: string }> {
      if (actor.role !== 'host' && actor.role !== 'admin') throw new AppError('FORBIDDEN', 'only hosts upload thumbnails');
      const image = await decodeImage(base64, ACTIVITY_LIMITS.thumbnailMaxBytes);
      const key = newThumbnailKey(image.extension.slice(1));
      await storage.put(key, image.bytes, image.type);
      return { thumbnail_url: key, url: await storage.signedUrl(key) };
    },

    /** POST /api/s3/: a URL the whole file is PUT to (files under 50 MB). */
    async startSingle(actor: Actor, activityId: string) {
      const upload = await startUpload(actor, activityId, '', undefined);
      return { url: signer.sign(upload.key, 0), key: upload.key, uploadId: upload.key };
    },

    async startMultipart(actor: Actor, activityId: string, fileName: string, sizeBytes: number | undefined) {
      const upload = await startUpload(actor, activityId, fileName, sizeBytes);
      return { uploadId: upload.id, key: upload.key };
    },

    async listParts(actor: Actor, key: string) {
      const upload = await openUpload(actor, key, RESUMABLE_UPLOAD_STATES);
      return (await repository.partsOf(upload.id)).map((part) => ({ PartNumber: part.partNumber, ETag: part.etag, Size: part.sizeBytes }));
    },

    async signPart(actor: Actor, key: string, partNumber: number) {
      await openUpload(actor, key);
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > ACTIVITY_LIMITS.maxParts) {
        throw new AppError('PART_NUMBER_OUT_OF_RANGE', `part numbers run from 1 to ${ACTIVITY_LIMITS.maxParts}`);
      }
      return { url: signer.sign(key, partNumber) };
    },

    /** A part (or, as part 0, the whole file) arriving at a signed URL: stored, and recorded by the server. */
    async receivePart(key: string, partNumber: number, expires: number, signature: string, body: Readable, size: number | undefined) {
      if (!signer.verify(key, partNumber, expires, signature)) throw new AppError('FORBIDDEN', 'the upload link is wrong or expired');
      const upload = await repository.findByKey(key);
      if (!upload || upload.state !== 'open') throw new AppError('UPLOAD_NOT_OPEN', 'the upload is not open');
      // A file sent whole (part 0) is its own single part; it is under the multipart threshold.
      const storedNumber = Math.max(partNumber, 1);
      const partSize = partNumber === 0 ? ACTIVITY_LIMITS.multipartThresholdBytes : multipartPartSize(upload.sizeBytes);
      const maxSize = partNumber === 0 ? ACTIVITY_LIMITS.multipartThresholdBytes : ACTIVITY_LIMITS.maxPartSizeBytes;
      if (size !== undefined && size > maxSize) throw new AppError('PAYLOAD_TOO_LARGE', `a part is at most ${maxSize} bytes`);
      // The part is written over its place in the file: until the write ends, what is there is not the part.
      await repository.forgetPart(upload.id, storedNumber);
      const stored = await storage.multipart
        .uploadPart(key, upload.storageUploadId, storedNumber, body, size, partSize)
        .catch((error: unknown) => {
          if (error instanceof PartTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', error.message);
          throw error;
        });
      await repository.savePart(upload.id, storedNumber, stored.etag, stored.size);
      if (partNumber === 0) {
        await storage.multipart.complete(key, upload.storageUploadId, [{ partNumber: storedNumber, ...stored }], partSize);
        return { etag: stored.etag, recording: await finishJoined(upload, 'open', undefined) };
      }
      return { etag: stored.etag, recording: null };
    },

    async complete(
      actor: Actor,
      key: string,
      parts: { PartNumber: number; ETag: string }[],
      duration: number | undefined,
    ): Promise<Recording> {
      const upload = await openUpload(actor, key, RESUMABLE_UPLOAD_STATES);
      if (upload.state === 'joined') return whileClaimed(upload, 'joined', () => finishJoined(upload, 'completing', duration));
      const stored = new Map((await repository.partsOf(upload.id)).map((part) => [part.partNumber, part]));
      const ordered = [...parts].sort((a, b) => a.PartNumber - b.PartNumber);
      const missing = ordered.filter((part) => stored.get(part.PartNumber)?.etag !== part.ETag);
      const gaps = ordered.some((part, index) => part.PartNumber !== index + 1);
      if (missing.length > 0 || gaps) {
        throw new AppError(
          'MISSING_PARTS',
          'some parts were not stored',
          missing.map((part) => ({ path: `parts.${part.PartNumber}`, message: 'missing' })),
        );
      }
      const storedParts = ordered.map((part) => ({
        partNumber: part.PartNumber,
        etag: part.ETag,
        size: stored.get(part.PartNumber)!.sizeBytes,
      }));
      // S3's rule, kept on disk too: parts of any size, none but the last under the smallest.
      const minSize = ACTIVITY_LIMITS.minPartSizeBytes;
      const misfits = storedParts.slice(0, -1).filter((part) => part.size < minSize);
      if (misfits.length > 0) {
        throw new AppError(
          'PART_SIZE_MISMATCH',
          `every part but the last must be at least ${minSize} bytes`,
          misfits.map((part) => ({ path: `parts.${part.partNumber}`, message: `${part.size} bytes` })),
        );
      }
      const total = storedParts.reduce((sum, part) => sum + part.size, 0);
      if (upload.sizeBytes !== null && total !== upload.sizeBytes) {
        throw new AppError('MISSING_PARTS', `the parts hold ${total} of the file's ${upload.sizeBytes} bytes`, [
          { path: 'parts', message: 'missing' },
        ]);
      }
      // Completing moves the parts: a second completion at the same time must not find them half gone.
      return whileClaimed(upload, 'open', async () => {
        try {
          await storage.multipart.complete(key, upload.storageUploadId, storedParts, multipartPartSize(upload.sizeBytes));
        } catch (error) {
          await repository.transition(upload.id, 'completing', 'open');
          throw error;
        }
        return finishJoined(upload, 'completing', duration);
      });
    },

    async abort(actor: Actor, key: string): Promise<void> {
      await abortUpload(await openUpload(actor, key, RESUMABLE_UPLOAD_STATES));
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
