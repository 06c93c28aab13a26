import type { Activity, Recording } from '@platform/shared';

type WithRecordings = Pick<Activity, 'recording'>;

/** The newest recording that can be played (recordings arrive newest first). */
export function readyRecording({ recording }: WithRecordings): Recording | undefined {
  return recording.find((item) => item.media_state === 'ready');
}

/** The newest recording still being uploaded or processed, shown as progress while nothing can be played yet. */
export function pendingRecording({ recording }: WithRecordings): Recording | undefined {
  return recording.find((item) => item.media_state === 'uploading' || item.media_state === 'processing');
}

/** The video's length in seconds, from the recording that plays; null when unknown. */
export function videoDuration(activity: WithRecordings): number | null {
  return readyRecording(activity)?.duration ?? null;
}

/** The picture of a video: its own thumbnail, else the poster frame of its recording. */
export function videoPicture(activity: Pick<Activity, 'recording' | 'thumbnail_url'>): string | null {
  return activity.thumbnail_url ?? activity.recording.find((item) => item.poster_url)?.poster_url ?? null;
}
