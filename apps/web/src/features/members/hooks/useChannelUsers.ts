import { PAGE_SIZES } from '@platform/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workspaceKeys } from '../../workspaces';
import { fetchChannelUsers } from '../api';

const CHANNEL_USERS_PAGE_SIZE = PAGE_SIZES.channelUsers;

/** A 1-based page of 20 followers (spec §9: channel users 20), optionally of one plan's subscribers. */
export function useChannelUsers(channelId: string, page: number, plan: string | null) {
  const offset = (page - 1) * CHANNEL_USERS_PAGE_SIZE;
  return useQuery({
    queryKey: workspaceKeys.users(channelId, page, plan),
    queryFn: () => fetchChannelUsers(channelId, { limit: CHANNEL_USERS_PAGE_SIZE, offset, plan }),
    placeholderData: keepPreviousData,
    // Invited people join while the host watches the list.
    staleTime: 0,
  });
}
