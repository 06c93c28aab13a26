import type { UserRole } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchAllWorkspaces, fetchMyWorkspaces } from '../api';
import { workspaceKeys } from './workspaceKeys';

/** As many channels as the switcher lists at once; the admin centre pages through the rest. */
const SWITCHER_LIMIT = 50;

/** The channels one may switch between: a host's own, or every channel for an admin (spec §2). */
export function useSwitcherWorkspaces(role: UserRole | undefined) {
  const isAdmin = role === 'admin';
  return useQuery({
    queryKey: isAdmin ? workspaceKeys.admin(SWITCHER_LIMIT, 0) : workspaceKeys.mine(SWITCHER_LIMIT, 0),
    queryFn: () => (isAdmin ? fetchAllWorkspaces(SWITCHER_LIMIT, 0) : fetchMyWorkspaces(SWITCHER_LIMIT, 0)),
    enabled: role === 'admin' || role === 'host',
  });
}
