import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Activity } from '@platform/shared';
import { useMe } from '../../auth';
import { fetchLiveReplay, fetchReplayChat, setReplayItemHidden } from '../api';
import { liveKeys } from './liveKeys';

/**
 * What was asked and said during a video's live (issue 31), read under the video's rules: its host always, others once
 * it is published, signed in and not locked. A video that never went live has nothing to read.
 */
export function useLiveReplay(activity: Activity) {
  const me = useMe();
  const readable = activity.can_manage || (activity.status === 'PUBLISHED' && !activity.locked && Boolean(me.data));
  return useQuery({
    queryKey: liveKeys.replay(activity.id),
    queryFn: () => fetchLiveReplay(activity.id),
    enabled: readable && activity.go_live_time !== null,
  });
}

/** One chunk's chat, read once the viewer unfolds it. */
export function useReplayChat(activityId: string, span: { start: number; end: number }, open: boolean) {
  return useQuery({
    queryKey: liveKeys.replayChat(activityId, span.start, span.end),
    queryFn: () => fetchReplayChat(activityId, span.start, span.end),
    enabled: open,
  });
}

/** The host hides a question or a chat message from the video page, or shows it again. */
export function useHideReplayItem(activityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, hidden }: { kind: 'question' | 'chat'; id: string; hidden: boolean }) =>
      setReplayItemHidden(activityId, { kind, id }, hidden),
    onSettled: () => client.invalidateQueries({ queryKey: liveKeys.replay(activityId) }),
  });
}
