import { courseListSchema, courseSchema, type ActivityStatus, type UpdateActivityBody } from '@platform/shared';
import { apiRequest, apiSend } from '../../lib/api';
import { activitySchemas } from '../../lib/contract';

export function fetchChannelWebinars(workspaceId: string, statuses: readonly ActivityStatus[], limit: number, offset: number) {
  const query = new URLSearchParams({ status: statuses.join(','), limit: String(limit), offset: String(offset) });
  return apiRequest(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/activities?${query.toString()}`,
    activitySchemas('activityPageSchema'),
  );
}

export function createWebinar(workspaceId: string, name: string) {
  return apiRequest(`/api/workspaces/${encodeURIComponent(workspaceId)}/activities`, activitySchemas('activitySchema'), {
    method: 'POST',
    body: { name },
  });
}

export function fetchWebinar(id: string) {
  return apiRequest(`/api/activities/${encodeURIComponent(id)}`, activitySchemas('activitySchema'));
}

export function updateWebinar(id: string, body: UpdateActivityBody) {
  return apiRequest(`/api/activities/${encodeURIComponent(id)}`, activitySchemas('activitySchema'), { method: 'PUT', body });
}

export function openWaitingRoom(id: string) {
  return apiRequest(`/api/activities/${encodeURIComponent(id)}/status`, activitySchemas('openWaitingRoomResponseSchema'), {
    method: 'PUT',
    body: { command: 'open-waitingroom' },
  });
}

/** Spec 001 §4 publish of an upload: the viewers' at once, or as soon as it is prepared for streaming. */
export function publishWebinar(id: string) {
  return apiRequest(`/api/activities/${encodeURIComponent(id)}/status`, activitySchemas('activityStatusResponseSchema'), {
    method: 'PUT',
    body: { command: 'publish' },
  });
}

/** Spec 001 §4 trigger-analysis: the answer shows ANALYZING (or PROCESSED); the host then follows it on the process page. */
export function sendToAnalysis(id: string) {
  return apiRequest(`/api/activities/${encodeURIComponent(id)}/status`, activitySchemas('activityStatusResponseSchema'), {
    method: 'PUT',
    body: { command: 'trigger-analysis' },
  });
}

export function deleteWebinar(id: string) {
  return apiRequest(`/api/activities/${encodeURIComponent(id)}/status`, activitySchemas('activityStatusResponseSchema'), {
    method: 'PUT',
    body: { command: 'unpublish' },
  });
}

export function uploadThumbnail(base64: string, filetype: string) {
  return apiRequest('/api/s3/image', activitySchemas('imageUploadResponseSchema'), { method: 'POST', body: { base64, filetype } });
}

export function fetchRecordings(activityId: string) {
  return apiRequest(`/api/activities/${encodeURIComponent(activityId)}/recording`, activitySchemas('recordingListSchema'));
}

export function deleteRecording(activityId: string, recordingId: string) {
  return apiSend(`/api/activities/${encodeURIComponent(activityId)}/recording/${encodeURIComponent(recordingId)}`, { method: 'DELETE' });
}

export function fetchCourses(workspaceId: string) {
  return apiRequest(`/api/workspaces/${encodeURIComponent(workspaceId)}/courses`, courseListSchema);
}

export function generateCourse(workspaceId: string) {
  return apiRequest(`/api/workspaces/${encodeURIComponent(workspaceId)}/courses`, courseSchema, { method: 'POST', body: {} });
}

export function updateCourse(id: string, body: { title?: string; publish?: boolean }) {
  return apiRequest(`/api/courses/${encodeURIComponent(id)}`, courseSchema, { method: 'PUT', body });
}
