import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { deleteRecording, fetchRecordings } from '../api';
import { webinarKeys } from './webinarKeys';

function anyProcessing(data: Awaited<ReturnType<typeof fetchRecordings>> | undefined): boolean {
  return data?.results.some((recording) => recording.media_state === 'processing') ?? false;
}

/**
 * Polls every two seconds while a recording is being processed, so progress shows without a reload. Processing gives
 * the webinar its poster as thumbnail, so the webinar is read again when it ends.
 */
export function useRecordings(activityId: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: webinarKeys.recordings(activityId),
    queryFn: () => fetchRecordings(activityId),
    refetchInterval: (current) => (anyProcessing(current.state.data) ? 2000 : false),
  });
  const processing = anyProcessing(query.data);
  const wasProcessing = useRef(processing);
  useEffect(() => {
    if (wasProcessing.current && !processing) void client.invalidateQueries({ queryKey: webinarKeys.detail(activityId) });
    wasProcessing.current = processing;
  }, [processing, client, activityId]);
  return query;
}

export function useDeleteRecording(activityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recordingId: string) => deleteRecording(activityId, recordingId),
    onSuccess: () => client.invalidateQueries({ queryKey: webinarKeys.all }),
  });
}
