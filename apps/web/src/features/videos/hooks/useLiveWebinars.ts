import { ACTIVITY_PAGE_SIZES } from '@platform/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchChannelLive, fetchIncomingWebinars } from '../api';
import { videoKeys } from './videoKeys';

const LIMIT = ACTIVITY_PAGE_SIZES.liveZone;

/** The home live zone, a page (1-based) of 4 live or upcoming webinars at a time. */
export function useIncomingWebinars(page: number) {
  const offset = (page - 1) * LIMIT;
  return useQuery({
    queryKey: videoKeys.incoming(LIMIT, offset),
    queryFn: () => fetchIncomingWebinars(LIMIT, offset),
    placeholderData: keepPreviousData,
  });
}

/** One channel's live and upcoming webinars, 4 at a time like the live zone. */
export function useChannelLive(workspaceId: string, page: number) {
  const offset = (page - 1) * LIMIT;
  return useQuery({
    queryKey: videoKeys.channelLive(workspaceId, LIMIT, offset),
    queryFn: () => fetchChannelLive(workspaceId, LIMIT, offset),
    placeholderData: keepPreviousData,
  });
}
