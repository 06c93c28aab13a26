import { ACTIVITY_LIMITS, canChangeRecording, multipartPartSize, type Recording } from '@platform/shared';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import { decodeImage } from '../../infra/storage/decode-image.js';
import { PartTooLargeError, type ObjectStorage } from '../../infra/storage/storage.js';
import type { Actor } from '../users/index.js';
import type { FeatureGate } from '../workspaces/index.js';
import type { ActivitiesRepository } from './activities.repository.js';
import type { ActivitiesService } from './activities.service.js';
import { toRecording } from './activities.presenter.js';
import { RESUMABLE_UPLOAD_STATES } from './activities.table.js';
import type { PartSigner } from './part-signature.js';
import { createRecordingIntake } from './recording-intake.js';
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
  const { assertMayAddRecording, finishJoined } = createRecordingIntake({ activitiesRepository, repository, unitOfWork, storage, jobs });
  const { whileClaimed, openUpload, startUpload, abortUpload } = createUploadSessions({
    activities,
    repository,
    storage,
    requireFeature,
    assertMayAddRecording,
    log,
    limits,
  });

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
