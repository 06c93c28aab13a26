import { useQuery } from '@tanstack/react-query';
import { fetchActivity } from '../api';
import { liveKeys } from './liveKeys';

/** The webinar behind the room: its status, channel, plans and lock state decide how it can be entered. */
export function useLiveActivity(id: string) {
  return useQuery({ queryKey: liveKeys.activity(id), queryFn: () => fetchActivity(id), staleTime: 0 });
}
