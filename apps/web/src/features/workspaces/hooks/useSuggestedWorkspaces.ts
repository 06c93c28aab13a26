import { PAGE_SIZES } from '@platform/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchSuggestedWorkspaces } from '../api';
import type { ChannelFilter } from '../lib/channelFilter';
import { workspaceKeys } from './workspaceKeys';

/** Public channels matching the filter, loaded 16 more at a time as the list scrolls (spec §9). */
export function useSuggestedWorkspaces(filter: ChannelFilter, limit: number = PAGE_SIZES.suggestions) {
  return useInfiniteQuery({
    queryKey: workspaceKeys.suggestions(filter, limit),
    queryFn: ({ pageParam }) => fetchSuggestedWorkspaces(filter, limit, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return last.results.length > 0 && loaded < last._total_count ? loaded : undefined;
    },
  });
}
