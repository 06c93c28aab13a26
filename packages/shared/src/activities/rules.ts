/**
 * The limits, lists and rules of the webinars and videos that both apps use, without a zod schema: the web's pages read these
 * as they load, and the schemas beside them are built only when a call first needs them (apps/web/src/lib/contract.ts).
 */

/** Spec §4: every status a webinar or video can be in. SETUP is shown as SET_UP; both error states as "Error". */
export const ACTIVITY_STATUSES = [
  'SETUP',
  'PENDING_LIVE',
  'LIVE',
  'ANALYZING',
  'PENDING_REVIEW',
  'COMPILING',
  'PROCESSED',
  'PUBLISHED',
  'UNPUBLISHED',
  'ANALYZING_ERROR',
  'COMPILING_ERROR',
] as const;

export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

const BEFORE_THE_END: readonly ActivityStatus[] = ['SETUP', 'PENDING_LIVE', 'LIVE'];

/** Spec §4 "ended states": ANALYZING and every status after it. */
export function hasWebinarEnded(status: ActivityStatus): boolean {
  return !BEFORE_THE_END.includes(status);
}

/** Spec 001 §4: the commands of PUT /api/activities/{id}/status. */
export const ACTIVITY_COMMANDS = [
  'go-live',
  'stop',
  'open-waitingroom',
  'publish',
  'unpublish',
  'trigger-analysis',
  'fast-analysis',
  'retry-analysis',
] as const;

export type ActivityCommand = (typeof ACTIVITY_COMMANDS)[number];

/** Statuses listed as live events (spec §4: LIVE and PENDING_LIVE). */
export const LIVE_ZONE_STATUSES = ['LIVE', 'PENDING_LIVE'] as const satisfies readonly ActivityStatus[];

/**
 * Statuses in which a webinar's recording stays as it is: a live is making it, or an analysis and its chunks are cut
 * from it. Another recording may be uploaded, or this one deleted, in SETUP and the two error states.
 */
export const RECORDING_FIXED_STATUSES = [
  'PENDING_LIVE',
  'LIVE',
  'ANALYZING',
  'PENDING_REVIEW',
  'COMPILING',
  'PROCESSED',
  'PUBLISHED',
] as const satisfies readonly ActivityStatus[];

export function canChangeRecording(status: ActivityStatus): boolean {
  return !(RECORDING_FIXED_STATUSES as readonly ActivityStatus[]).includes(status);
}

export const ACTIVITY_KINDS = ['webinar'] as const;

/** Spec §5 and §9. */
export const ACTIVITY_LIMITS = {
  maxSpeakers: 3,
  thumbnailMaxBytes: 256 * 1024,
  titleMaxLength: 200,
  descriptionMaxLength: 20_000,
  maxKeywords: 20,
  /** Recordings above this go through the multipart flow. */
  multipartThresholdBytes: 50 * 1024 * 1024,
  /** Browsers send parts of this size (the last one may be smaller), larger only for files above maxParts of them. */
  partSizeBytes: 8 * 1024 * 1024,
  /**
   * Other S3 clients may send parts of any size from S3's smallest (Uppy's AwsS3 plugin sends 5 MiB), not all alike;
   * only the last part may be shorter.
   */
  minPartSizeBytes: 5 * 1024 * 1024,
  /** The longest part taken; one sent chunked, of unknown length, is held to the upload's part size (multipartPartSize). */
  maxPartSizeBytes: 64 * 1024 * 1024,
  maxParts: 1000,
  /** 20 GB: a long webinar recorded at a high bitrate, and no more. */
  maxRecordingBytes: 20 * 1024 * 1024 * 1024,
  /** A new webinar starts one hour from now (spec §9). */
  newWebinarStartOffsetMs: 60 * 60 * 1000,
} as const;

const MEBIBYTE = 1024 * 1024;

/**
 * The size the browser gives every part but the last of a multipart upload of `totalBytes` (unknown: the default
 * size): the default, or whole megabytes large enough that the file fits in `maxParts` parts. Browser and server both
 * derive it, so the server can write parts of this size straight to their place in the file and join them without a
 * copy; parts of other sizes are joined by copying.
 */
export function multipartPartSize(totalBytes: number | null | undefined): number {
  const fitting = Math.ceil((totalBytes ?? 0) / ACTIVITY_LIMITS.maxParts / MEBIBYTE) * MEBIBYTE;
  return Math.max(ACTIVITY_LIMITS.partSizeBytes, fitting);
}

/** Spec §9 page sizes of the activity lists. */
export const ACTIVITY_PAGE_SIZES = {
  manageWebinars: 5,
  liveZone: 4,
  latestVideos: 16,
  latestSubscribedVideos: 8,
  channelVideos: 5,
  channelPageVideos: 16,
  coursePlaybacks: 6,
  courseWebinars: 10,
  waitingRoomDialog: 5,
} as const;

export const ACTIVITY_MESSAGES = {
  tooManySpeakers: 'too_many_speakers',
} as const;

/** The media of a recording: processed in the background into HLS with a poster frame. */
export const MEDIA_STATES = ['uploading', 'processing', 'ready', 'failed'] as const;

export type MediaState = (typeof MEDIA_STATES)[number];
