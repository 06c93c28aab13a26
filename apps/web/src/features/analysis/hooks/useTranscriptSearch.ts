import { useQuery } from '@tanstack/react-query';
import { searchTranscripts } from '../api';
import { analysisKeys } from './analysisKeys';

/** A channel's transcript search; asks nothing until there is a query. */
export function useTranscriptSearch(workspaceId: string, query: string) {
  return useQuery({
    queryKey: analysisKeys.search(workspaceId, query),
    queryFn: () => searchTranscripts(workspaceId, query),
    enabled: query.trim() !== '',
  });
}
