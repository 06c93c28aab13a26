import { PAGE_SIZES } from '@platform/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchFollowedWorkspaces, fetchMyWorkspaces } from '../api';
import { workspaceKeys } from './workspaceKeys';

const LIMIT = PAGE_SIZES.myChannels;

/** The channels I host, a page (1-based) of 8 at a time (spec §9: channel lists 8). */
export function useMyWorkspaces(page: number) {
  const offset = (page - 1) * LIMIT;
  return useQuery({
    queryKey: workspaceKeys.mine(LIMIT, offset),
    queryFn: () => fetchMyWorkspaces(LIMIT, offset),
    placeholderData: keepPreviousData,
  });
}

/** The channels I follow, shown as "Following" until paid subscriptions exist. */
export function useFollowedWorkspaces(page: number) {
  const offset = (page - 1) * LIMIT;
  return useQuery({
    queryKey: workspaceKeys.followed(LIMIT, offset),
    queryFn: () => fetchFollowedWorkspaces(LIMIT, offset),
    placeholderData: keepPreviousData,
  });
}
