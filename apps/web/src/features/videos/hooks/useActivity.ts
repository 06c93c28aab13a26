import { useQuery } from '@tanstack/react-query';
import { fetchActivity } from '../api';
import { pendingRecording, readyRecording } from '../lib/recordings';
import { videoKeys } from './videoKeys';

/** How often a page waiting for its recording to be processed asks again; processing takes seconds to minutes. */
const PROCESSING_POLL_MS = 5000;

export const activityQuery = (id: string) => ({ queryKey: videoKeys.activity(id), queryFn: () => fetchActivity(id) });

/** One webinar or video; while its only recordings are still processing, it is fetched again until one is ready. */
export function useActivity(id: string) {
  return useQuery({
    ...activityQuery(id),
    refetchInterval: (query) => {
      const activity = query.state.data;
      return activity && !readyRecording(activity) && pendingRecording(activity) ? PROCESSING_POLL_MS : false;
    },
  });
}
