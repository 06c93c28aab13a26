import { useQuery } from '@tanstack/react-query';
import { fetchChannelCourses } from '../api';
import { videoKeys } from './videoKeys';

/** A channel's courses: the published ones for viewers, all of them for the host. */
export function useChannelCourses(idOrSlug: string) {
  return useQuery({ queryKey: videoKeys.channelCourses(idOrSlug), queryFn: () => fetchChannelCourses(idOrSlug) });
}
