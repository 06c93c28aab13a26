import type { ActivityStatus, MediaState } from '@platform/shared';
import { livePath, processPath, webinarEditPath } from '../../../app/paths';

/** Spec §4: SETUP is shown as SET_UP and both error states as "Error"; each status has one chip label and colour. */
export const STATUS_CHIPS: Record<ActivityStatus, { label: string; color: string }> = {
  SETUP: { label: 'SET_UP', color: 'gray' },
  PENDING_LIVE: { label: 'PENDING_LIVE', color: 'indigo' },
  LIVE: { label: 'LIVE', color: 'red' },
  ANALYZING: { label: 'ANALYZING', color: 'grape' },
  PENDING_REVIEW: { label: 'PENDING_REVIEW', color: 'grape' },
  COMPILING: { label: 'COMPILING', color: 'grape' },
  PROCESSED: { label: 'PROCESSED', color: 'teal' },
  PUBLISHED: { label: 'PUBLISHED', color: 'teal' },
  UNPUBLISHED: { label: 'UNPUBLISHED', color: 'gray' },
  ANALYZING_ERROR: { label: 'ERROR', color: 'red' },
  COMPILING_ERROR: { label: 'ERROR', color: 'red' },
};

/** The manage list loads every status but UNPUBLISHED (spec §4). */
export const MANAGE_LIST_STATUSES = (Object.keys(STATUS_CHIPS) as ActivityStatus[]).filter((status) => status !== 'UNPUBLISHED');

/** Spec §2 row click: Live joins the live room, Setup or Pending Live opens the editor, others the process page. */
export function webinarPath(activity: { id: string; status: ActivityStatus }): string {
  if (activity.status === 'LIVE') return livePath(activity.id);
  if (activity.status === 'SETUP' || activity.status === 'PENDING_LIVE') return webinarEditPath(activity.id);
  return processPath(activity.id);
}

/** The stepper of /webinar/edit: set up, waiting room, live, then processing. */
export function stepOf(status: ActivityStatus): number {
  if (status === 'SETUP') return 0;
  if (status === 'PENDING_LIVE') return 1;
  if (status === 'LIVE') return 2;
  return 3;
}

export const LIVE_STEPS = ['setup', 'waitingRoom', 'live', 'video'] as const;
/** A recorded video's way: set up, upload (sent and prepared for streaming), publish (the host's say), on the channel. */
export const UPLOAD_STEPS = ['setup', 'upload', 'publish', 'video'] as const;

/** Chips of an upload still set up, which its status alone does not tell apart. */
export const UPLOAD_CHIPS = {
  uploading: { label: 'UPLOADING', color: 'indigo' },
  preparing: { label: 'PREPARING', color: 'grape' },
  unpublished: { label: 'NOT_PUBLISHED', color: 'orange' },
  failed: { label: 'ERROR', color: 'red' },
} as const satisfies Record<string, { label: string; color: string }>;

export interface WebinarStage {
  chip: { label: string; color: string };
  steps: readonly string[];
  /** The step in progress; steps.length once all are done. */
  active: number;
}

/**
 * Where the edit page says the webinar stands. A webinar that never went live and has a recording (or one on its way)
 * follows the upload and the host's publishing; any other follows its status along the live's steps.
 */
export function stageOf(
  webinar: { status: ActivityStatus; go_live_time: string | null },
  recordings: readonly { media_state: MediaState }[],
  uploading: boolean,
): WebinarStage {
  const uploaded = uploading || recordings.length > 0;
  if (!uploaded || webinar.go_live_time !== null || webinar.status === 'PENDING_LIVE' || webinar.status === 'LIVE') {
    return { chip: STATUS_CHIPS[webinar.status], steps: LIVE_STEPS, active: stepOf(webinar.status) };
  }
  const ready = recordings.some((recording) => recording.media_state === 'ready');
  const failed = recordings.length > 0 && recordings.every((recording) => recording.media_state === 'failed');
  const upload = (chip: WebinarStage['chip']) => ({ chip, steps: UPLOAD_STEPS, active: 1 });
  if (webinar.status === 'PUBLISHED') {
    return ready ? { chip: STATUS_CHIPS.PUBLISHED, steps: UPLOAD_STEPS, active: UPLOAD_STEPS.length } : upload(UPLOAD_CHIPS.preparing);
  }
  if (webinar.status !== 'SETUP') return { chip: STATUS_CHIPS[webinar.status], steps: UPLOAD_STEPS, active: 2 };
  if (uploading) return upload(UPLOAD_CHIPS.uploading);
  if (failed) return upload(UPLOAD_CHIPS.failed);
  if (!ready) return upload(UPLOAD_CHIPS.preparing);
  return { chip: UPLOAD_CHIPS.unpublished, steps: UPLOAD_STEPS, active: 2 };
}
