import { ACTIVITY_PAGE_SIZES } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchSubscribedVideos } from '../api';
import { videoKeys } from './videoKeys';

const LIMIT = ACTIVITY_PAGE_SIZES.latestSubscribedVideos;

/** The 8 latest videos of the channels I follow or host; for signed-in users only (guests get a 401). */
export function useSubscribedVideos() {
  return useQuery({ queryKey: videoKeys.subscribed(LIMIT), queryFn: () => fetchSubscribedVideos(LIMIT, 0) });
}
