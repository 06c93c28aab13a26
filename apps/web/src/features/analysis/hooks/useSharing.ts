import type { ShareSettings } from '@platform/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchChunkPreview, fetchShareSettings, saveShareSettings } from '../api';
import { analysisKeys } from './analysisKeys';

export function useShareSettings(workspaceId: string) {
  return useQuery({ queryKey: analysisKeys.shareSettings(workspaceId), queryFn: () => fetchShareSettings(workspaceId) });
}

export function useSaveShareSettings(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareSettings) => saveShareSettings(workspaceId, body),
    onSuccess: (saved) => client.setQueryData(analysisKeys.shareSettings(workspaceId), saved),
  });
}

/** A shared chunk's preview; a chunk the caller may not read of is simply not shown (retrying would not change that). */
export function useChunkPreview(chunkId: string | null) {
  return useQuery({
    queryKey: analysisKeys.chunkPreview(chunkId ?? ''),
    queryFn: () => fetchChunkPreview(chunkId!),
    enabled: chunkId !== null,
    retry: false,
  });
}
