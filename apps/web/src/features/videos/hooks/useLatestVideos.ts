import { ACTIVITY_PAGE_SIZES } from '@platform/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchLatestVideos } from '../api';
import { nextOffset } from '../lib/nextOffset';
import { videoKeys } from './videoKeys';

const LIMIT = ACTIVITY_PAGE_SIZES.latestVideos;

/** The latest videos of public channels, 16 more at each load (spec §2 home: an endlessly loading list). */
export function useLatestVideos() {
  return useInfiniteQuery({
    queryKey: videoKeys.latest(LIMIT),
    queryFn: ({ pageParam }) => fetchLatestVideos(LIMIT, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}
