import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchParticipants, setParticipantRole } from '../api';
import { liveKeys } from './liveKeys';

/** The full list for the Participants tab (hosts, speakers and admins); the socket keeps it current afterwards. */
export function useParticipants(activityId: string, enabled: boolean) {
  return useQuery({ queryKey: liveKeys.participants(activityId), queryFn: () => fetchParticipants(activityId), enabled, staleTime: 0 });
}

export function useParticipantRole(activityId: string) {
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: 'speaker' | 'viewer' }) => setParticipantRole(activityId, userId, role),
  });
}
