import { useQuery } from '@tanstack/react-query';
import { fetchWorkspaceStats } from '../api';
import { workspaceKeys } from './workspaceKeys';

export function useWorkspaceStats(id: string) {
  return useQuery({ queryKey: workspaceKeys.stats(id), queryFn: () => fetchWorkspaceStats(id) });
}
