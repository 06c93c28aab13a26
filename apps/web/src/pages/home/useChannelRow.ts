import { PAGE_SIZES } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchSuggestedWorkspaces, workspaceKeys } from '../../features/workspaces';

const ROW_SIZE = PAGE_SIZES.homeChannelRow;

/** One home row: the first 4 public channels with the keyword, or of all channels for the general row. */
export function useChannelRow(keyword: string | undefined) {
  const filter = keyword ? { keyword } : {};
  return useQuery({
    queryKey: [...workspaceKeys.suggestions(filter, ROW_SIZE), 'row'],
    queryFn: () => fetchSuggestedWorkspaces(filter, ROW_SIZE, 0),
  });
}
