import type { Activity, Recording } from '@platform/shared';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { ActivityRow, CourseRow, RecordingRow } from './activities.repository.js';
import { CAPTIONS_FILE, MASTER_PLAYLIST_FILE } from './media-playlists.js';

/** Media is served by the app after an access check on every request, never at a bare storage URL. */
export function mediaPath(activityId: string, recordingId: string, file: string): string {
  return `/api/activities/${activityId}/media/${recordingId}/${file}`;
}

export function toRecording(row: RecordingRow): Recording {
  const ready = row.mediaState === 'ready';
  return {
    id: row.id,
    archive_url: mediaPath(row.activityId, row.id, 'source.mp4'),
    hls_url: ready && row.hlsPrefix ? mediaPath(row.activityId, row.id, MASTER_PLAYLIST_FILE) : null,
    captions_url: ready ? mediaPath(row.activityId, row.id, CAPTIONS_FILE) : null,
    poster_url: row.posterKey ? mediaPath(row.activityId, row.id, 'poster.jpg') : null,
    duration: row.durationSeconds,
    media_state: row.mediaState,
    progress: row.progress,
    reencoded: row.reencoded,
    error: row.error,
    created_on: row.createdAt.toISOString(),
  };
}

export interface ActivityExtras {
  workspace: Activity['workspace'];
  keywords: Activity['keywords'];
  speakers: string[];
  recordings: RecordingRow[];
  course: CourseRow | undefined;
  plans: Activity['plans'];
}

/** The webinar as everyone who may see it is shown it; asSeenBy adds what depends on the viewer. */
export async function toActivity(storage: ObjectStorage, row: ActivityRow, extras: ActivityExtras): Promise<Activity> {
  const recording = extras.recordings.map(toRecording);
  // A video without its own thumbnail shows its poster frame.
  const poster = recording.find((item) => item.poster_url)?.poster_url ?? null;
  return {
    id: row.id,
    title: { en: row.title },
    kind: 'webinar',
    language: row.language,
    start_date: row.startDate.toISOString(),
    speakers: extras.speakers,
    description: row.description,
    keywords: extras.keywords,
    plans: extras.plans,
    courses: extras.course ? [{ id: extras.course.id, title: { en: extras.course.title } }] : [],
    course_id: row.courseId,
    thumbnail_url: row.thumbnailKey ? await storage.signedUrl(row.thumbnailKey) : poster,
    status: row.status,
    position: row.position,
    go_live_time: row.goLiveTime?.toISOString() ?? null,
    end_live_time: row.endLiveTime?.toISOString() ?? null,
    workspace: extras.workspace,
    workspace_id: row.workspaceId,
    created_on: row.createdAt.toISOString(),
    webrtc_session_id: row.webrtcSessionId,
    err_msg: row.errMsg,
    recording,
    locked: false,
    can_manage: false,
  };
}

/** A locked webinar's recordings are not handed out, not even their addresses. */
export function asSeenBy(activity: Activity, viewer: { locked: boolean; canManage: boolean }): Activity {
  return { ...activity, recording: viewer.locked ? [] : activity.recording, locked: viewer.locked, can_manage: viewer.canManage };
}
