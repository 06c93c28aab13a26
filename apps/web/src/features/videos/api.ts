import { activityPageSchema, courseListSchema, LIVE_ZONE_STATUSES } from '@platform/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { activitySchemas, communitySchemas } from '../../lib/contract';

export type ActivityPage = z.infer<typeof activityPageSchema>;

/** A channel's videos narrowed by keyword ids (any of them) and a piece of the title. */
export interface PlaybackFilter {
  keywordIds: string[];
  title: string;
}

function pageQuery(limit: number, offset: number, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ limit: String(limit), offset: String(offset), ...extra }).toString();
}

function workspacePath(idOrSlug: string, rest: string): string {
  return `/api/workspaces/${encodeURIComponent(idOrSlug)}${rest}`;
}

export function fetchActivity(id: string) {
  return apiRequest(`/api/activities/${encodeURIComponent(id)}`, activitySchemas('activitySchema'));
}

/** The latest videos of public channels (home page). */
export function fetchLatestVideos(limit: number, offset: number) {
  return apiRequest(`/api/activities/playbacks?${pageQuery(limit, offset)}`, activitySchemas('activityPageSchema'));
}

/** The latest videos of the channels the signed-in user follows or hosts; 401 for guests. */
export function fetchSubscribedVideos(limit: number, offset: number) {
  return apiRequest(`/api/activities/playbacks?${pageQuery(limit, offset, { subscribed: 'true' })}`, activitySchemas('activityPageSchema'));
}

/** Live and about-to-start webinars of every channel the caller may see (the home page's live zone). */
export function fetchIncomingWebinars(limit: number, offset: number) {
  return apiRequest(`/api/activities/incoming-webinar?${pageQuery(limit, offset)}`, activitySchemas('activityPageSchema'));
}

/** One channel's live and about-to-start webinars (spec §4: LIVE and PENDING_LIVE). */
export function fetchChannelLive(workspaceId: string, limit: number, offset: number) {
  const query = pageQuery(limit, offset, { status: LIVE_ZONE_STATUSES.join(',') });
  return apiRequest(workspacePath(workspaceId, `/activities?${query}`), activitySchemas('activityPageSchema'));
}

export function fetchChannelPlaybacks(idOrSlug: string, filter: PlaybackFilter, limit: number, offset: number) {
  const extra: Record<string, string> = {};
  if (filter.keywordIds.length > 0) extra.keywords = filter.keywordIds.join(',');
  if (filter.title) extra.title = filter.title;
  return apiRequest(workspacePath(idOrSlug, `/playbacks?${pageQuery(limit, offset, extra)}`), activitySchemas('activityPageSchema'));
}

export function fetchChannelCourses(idOrSlug: string) {
  return apiRequest(workspacePath(idOrSlug, '/courses'), courseListSchema);
}

export function fetchCoursePlaybacks(courseId: string, limit: number, offset: number) {
  return apiRequest(
    `/api/courses/${encodeURIComponent(courseId)}/playbacks?${pageQuery(limit, offset)}`,
    activitySchemas('activityPageSchema'),
  );
}

/** Reports that the viewer played `watchedSeconds` of the video (the view-count achievement's VIEW_RULE). */
export function reportView(activityId: string, watchedSeconds: number) {
  return apiRequest(`/api/activities/${encodeURIComponent(activityId)}/views`, communitySchemas('recordedViewSchema'), {
    method: 'POST',
    body: { watched_seconds: watchedSeconds },
  });
}
