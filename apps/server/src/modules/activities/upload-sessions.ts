import type { ActivityStatus } from '@platform/shared';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { Actor } from '../users/index.js';
import type { FeatureGate } from '../workspaces/index.js';
import type { ActivitiesService } from './activities.service.js';
import { RESUMABLE_UPLOAD_STATES, type UploadState } from './activities.table.js';
import type { UploadRow, UploadsRepository } from './uploads.repository.js';

export interface UploadLimits {
  /** A completion's claim not renewed for this long was left by a server that died while completing. */
  completionClaimStaleMs: number;
  /** How often a running completion renews its claim. */
  completionClaimRenewMs: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { completionClaimStaleMs: 60_000, completionClaimRenewMs: 15_000 };

const RECORDING_KEY = /^activities\/[0-9a-f-]{36}\/uploads\/[0-9a-f-]{36}\.mp4$/;

interface Deps {
  activities: ActivitiesService;
  repository: UploadsRepository;
  storage: ObjectStorage;
  /** Hosting-plan features: uploading recordings is one (spec §9). */
  requireFeature?: FeatureGate;
  /** Refuses a recording the webinar cannot take now (recording-intake.ts). */
  assertMayAddRecording(activity: { id: string; status: ActivityStatus }): Promise<void>;
  log: Logger;
  limits: UploadLimits;
}

/**
 * A recording's upload as a session: started (or resumed when the same file is picked again), found for its owner,
 * claimed while one request completes it, taken up again when the server completing it died, and aborted.
 */
export function createUploadSessions({ activities, repository, storage, requireFeature, assertMayAddRecording, log, limits }: Deps) {
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

  return { takeUpAbandoned, whileClaimed, openUpload, startUpload, abortUpload };
}

export type UploadSessions = ReturnType<typeof createUploadSessions>;
