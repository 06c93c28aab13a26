import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { planKeys } from './planKeys';
import { teaserSchemas } from '../../../lib/contract';

/** The channel's free previews played, per video, beside the purchases that followed within the attribution window. */
export function useTeaserStats(workspaceId: string) {
  return useQuery({
    queryKey: [...planKeys.earnings(workspaceId), 'teasers'] as const,
    queryFn: () => apiRequest(`/api/workspaces/${encodeURIComponent(workspaceId)}/teaser-stats`, teaserSchemas('teaserStatsSchema')),
  });
}
