import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchWorkspace } from '../api';
import { workspaceKeys } from './workspaceKeys';

export const workspaceQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: workspaceKeys.detail(idOrSlug),
    queryFn: () => fetchWorkspace(idOrSlug),
  });

/** One channel by id, slug or join code; nothing is fetched while `idOrSlug` is null. */
export function useWorkspace(idOrSlug: string | null) {
  return useQuery({ ...workspaceQuery(idOrSlug ?? ''), enabled: idOrSlug !== null });
}
