import type { PlaybackFilter } from '../api';

/**
 * Every video query starts with 'videos', so one invalidation refreshes every list and page that may show a video
 * (after a follow, a purchase or a new recording).
 */
export const videoKeys = {
  all: ['videos'] as const,
  activity: (id: string) => ['videos', 'activity', id] as const,
  latest: (limit: number) => ['videos', 'latest', limit] as const,
  subscribed: (limit: number) => ['videos', 'subscribed', limit] as const,
  incoming: (limit: number, offset: number) => ['videos', 'incoming', limit, offset] as const,
  channelLive: (workspaceId: string, limit: number, offset: number) => ['videos', 'channel-live', workspaceId, limit, offset] as const,
  channelPlaybacks: (idOrSlug: string, filter: PlaybackFilter, limit: number, offset: number) =>
    ['videos', 'channel-playbacks', idOrSlug, filter, limit, offset] as const,
  channelCourses: (idOrSlug: string) => ['videos', 'channel-courses', idOrSlug] as const,
  coursePlaybacks: (courseId: string, limit: number, offset: number) => ['videos', 'course-playbacks', courseId, limit, offset] as const,
};
