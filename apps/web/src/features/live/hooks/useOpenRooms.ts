import { ACTIVITY_PAGE_SIZES } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchOpenRooms } from '../api';
import { liveKeys } from './liveKeys';

/** Spec §2: the waiting-room dialog lists up to 5 of the channel's live or pending-live webinars. */
export function useOpenRooms(workspaceId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.openRooms(workspaceId ?? ''),
    queryFn: () => fetchOpenRooms(workspaceId!, ACTIVITY_PAGE_SIZES.waitingRoomDialog),
    enabled: enabled && workspaceId !== null,
    staleTime: 0,
  });
}
