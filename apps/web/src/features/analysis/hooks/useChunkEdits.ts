import type { Chunk, TranscriptLine } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createKeyword, keywordsQuery } from '../../workspaces';
import { addChunkKeyword, removeChunkKeyword, updateChunkText, updateTranscript } from '../api';
import { analysisKeys } from './analysisKeys';

/** Puts the server's answer for one chunk into the chunk list, so the list shows what was saved. */
export function useReplaceChunk(activityId: string) {
  const client = useQueryClient();
  return (chunk: Chunk) =>
    client.setQueryData<{ results: Chunk[] }>(analysisKeys.chunks(activityId), (old) =>
      old ? { results: old.results.map((item) => (item.id === chunk.id ? chunk : item)) } : old,
    );
}

export function useUpdateTranscript(activityId: string, chunkId: string) {
  const replace = useReplaceChunk(activityId);
  return useMutation({ mutationFn: (transcript: TranscriptLine[]) => updateTranscript(chunkId, transcript), onSuccess: replace });
}

export function useUpdateChunkText(activityId: string, chunkId: string) {
  const replace = useReplaceChunk(activityId);
  return useMutation({ mutationFn: (body: { title: string; summary: string }) => updateChunkText(chunkId, body), onSuccess: replace });
}

/**
 * Adds a keyword by its words: the platform's keyword when one matches, else a new one (spec §5: a keyword with no
 * match is created, then added).
 */
export function useAddChunkKeyword(activityId: string, chunkId: string) {
  const client = useQueryClient();
  const replace = useReplaceChunk(activityId);
  return useMutation({
    mutationFn: async (words: string) => {
      const known = await client.fetchQuery(keywordsQuery);
      const match = known.results.find((keyword) => keyword.keyword.toLowerCase() === words.toLowerCase());
      const keyword = match ?? (await createKeyword(words));
      if (!match) await client.invalidateQueries({ queryKey: keywordsQuery.queryKey });
      return addChunkKeyword(chunkId, keyword.id);
    },
    onSuccess: replace,
  });
}

export function useRemoveChunkKeyword(activityId: string, chunkId: string) {
  const replace = useReplaceChunk(activityId);
  return useMutation({ mutationFn: (keywordId: string) => removeChunkKeyword(chunkId, keywordId), onSuccess: replace });
}
