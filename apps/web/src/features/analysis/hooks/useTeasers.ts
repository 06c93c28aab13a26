import type { TeaserSettings } from '@platform/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchTeaserChunks, fetchTeaserSettings, markTeaser, recordTeaserPlay, saveTeaserSettings } from '../api';
import { guestBrowserId } from '../../../lib/guestBrowserId';
import { analysisKeys } from './analysisKeys';
import { useReplaceChunk } from './useChunkEdits';

export function useTeaserSettings(workspaceId: string) {
  return useQuery({ queryKey: analysisKeys.teaserSettings(workspaceId), queryFn: () => fetchTeaserSettings(workspaceId) });
}

export function useSaveTeaserSettings(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TeaserSettings) => saveTeaserSettings(workspaceId, body),
    onSuccess: (saved) => client.setQueryData(analysisKeys.teaserSettings(workspaceId), saved),
  });
}

export function useMarkTeaser(activityId: string, chunkId: string) {
  const replace = useReplaceChunk(activityId);
  return useMutation({ mutationFn: (teaser: boolean) => markTeaser(chunkId, teaser), onSuccess: replace });
}

/** The chunks as someone who may not play the video sees them; a video they may not see shows none (no retry). */
export function useTeaserChunks(activityId: string, enabled: boolean) {
  return useQuery({ queryKey: analysisKeys.teasers(activityId), queryFn: () => fetchTeaserChunks(activityId), enabled, retry: false });
}

/** Counts the start of a free preview; the server counts one a day per viewer and chunk, so a failure is not retried. */
export function useRecordTeaserPlay(signedIn: boolean) {
  return useMutation({ mutationFn: (chunkId: string) => recordTeaserPlay(chunkId, signedIn ? undefined : guestBrowserId()) });
}
