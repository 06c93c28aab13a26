import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteRecording, fetchRecordings } from '../api';
import { webinarKeys } from './webinarKeys';

/** Polls every two seconds while a recording is being processed, so progress shows without a reload. */
export function useRecordings(activityId: string) {
  return useQuery({
    queryKey: webinarKeys.recordings(activityId),
    queryFn: () => fetchRecordings(activityId),
    refetchInterval: (query) => (query.state.data?.results.some((recording) => recording.media_state === 'processing') ? 2000 : false),
  });
}

export function useDeleteRecording(activityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recordingId: string) => deleteRecording(activityId, recordingId),
    onSuccess: () => client.invalidateQueries({ queryKey: webinarKeys.all }),
  });
}
