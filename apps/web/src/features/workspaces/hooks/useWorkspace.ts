import { useQuery } from '@tanstack/react-query';
import { fetchWorkspace } from '../api';
import { workspaceKeys } from './workspaceKeys';

/** One channel by id, slug or join code; nothing is fetched while `idOrSlug` is null. */
export function useWorkspace(idOrSlug: string | null) {
  return useQuery({
    queryKey: workspaceKeys.detail(idOrSlug ?? ''),
    queryFn: () => fetchWorkspace(idOrSlug ?? ''),
    enabled: idOrSlug !== null,
  });
}
