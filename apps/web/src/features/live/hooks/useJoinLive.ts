import { useMutation } from '@tanstack/react-query';
import { joinLive } from '../api';

export function useJoinLive(activityId: string) {
  return useMutation({
    mutationFn: (body: { sessionId: string; display_name: string }) => joinLive(activityId, body),
  });
}
