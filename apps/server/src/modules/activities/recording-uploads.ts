import { ACTIVITY_LIMITS, multipartPartSize, type Recording } from '@platform/shared';
import type { Readable } from 'node:stream';
import { AppError } from '../../errors.js';
import { PartTooLargeError, type ObjectStorage } from '../../infra/storage/storage.js';
import type { Actor } from '../users/index.js';
import { RESUMABLE_UPLOAD_STATES } from './activities.table.js';
import type { PartSigner } from './part-signature.js';
import type { RecordingIntake } from './recording-intake.js';
import { partsToJoin, type NamedPart } from './upload-parts.js';
import type { UploadSessions } from './upload-sessions.js';
import type { UploadsRepository } from './uploads.repository.js';

interface Deps {
  repository: UploadsRepository;
  storage: ObjectStorage;
  signer: PartSigner;
  sessions: Pick<UploadSessions, 'whileClaimed' | 'openUpload' | 'startUpload' | 'abortUpload'>;
  finishJoined: RecordingIntake['finishJoined'];
}

/**
 * A recording sent whole (POST /api/s3/) or in parts (POST /api/s3/multipart and what follows): the signed URLs, the
 * parts arriving at them, and the completion that joins them into the webinar's recording (spec 001 §7 "Upload").
 */
export function createRecordingUploads({ repository, storage, signer, sessions, finishJoined }: Deps) {
  const { whileClaimed, openUpload, startUpload, abortUpload } = sessions;

  return {
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

    async complete(actor: Actor, key: string, parts: NamedPart[], duration: number | undefined): Promise<Recording> {
      const upload = await openUpload(actor, key, RESUMABLE_UPLOAD_STATES);
      if (upload.state === 'joined') return whileClaimed(upload, 'joined', () => finishJoined(upload, 'completing', duration));
      const storedParts = partsToJoin(parts, await repository.partsOf(upload.id), upload.sizeBytes);
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
  };
}
