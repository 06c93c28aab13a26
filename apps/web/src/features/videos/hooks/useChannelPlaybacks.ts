import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchChannelPlaybacks, type PlaybackFilter } from '../api';
import { videoKeys } from './videoKeys';

const NO_FILTER: PlaybackFilter = { keywordIds: [], title: '' };

/**
 * A page (1-based) of a channel's videos. The previous page stays on screen while the next loads, so paging and
 * typing in the search box do not flash a loader.
 */
export function useChannelPlaybacks(idOrSlug: string, page: number, limit: number, filter: PlaybackFilter = NO_FILTER) {
  const offset = (page - 1) * limit;
  return useQuery({
    queryKey: videoKeys.channelPlaybacks(idOrSlug, filter, limit, offset),
    queryFn: () => fetchChannelPlaybacks(idOrSlug, filter, limit, offset),
    placeholderData: keepPreviousData,
  });
}
