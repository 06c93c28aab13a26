import { useInfiniteQuery } from '@tanstack/react-query';
import { searchSpokenWords } from '../api';
import { analysisKeys } from './analysisKeys';

/** The header search's spoken words, page after page; asks nothing until there is a query. */
export function useSpokenSearch(query: string) {
  return useInfiniteQuery({
    queryKey: analysisKeys.spokenSearch(query),
    queryFn: ({ pageParam }) => searchSpokenWords(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
    enabled: query !== '',
  });
}
