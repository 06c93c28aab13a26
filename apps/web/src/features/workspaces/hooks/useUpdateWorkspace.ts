import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createKeyword, updateWorkspace } from '../api';
import { channelUpdateBody, type ChannelEditFormValues } from '../lib/channelEditForm';
import { planKeywords } from '../lib/keywordPlan';
import { keywordsQuery } from './useKeywords';
import { keywordsQueryKey, workspaceKeys } from './workspaceKeys';

/**
 * Saves /channel/edit. Keywords typed that do not exist yet are created first (the server answers the existing
 * one when someone created it meanwhile), then the channel is updated with the full keyword list.
 */
export function useUpdateWorkspace(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ChannelEditFormValues) => {
      const known = await queryClient.fetchQuery(keywordsQuery);
      const plan = planKeywords(values.keywords, known.results);
      const created = await Promise.all(plan.toCreate.map(createKeyword));
      return updateWorkspace(id, channelUpdateBody(values, [...plan.ids, ...created.map((keyword) => keyword.id)]));
    },
    onSuccess: async (channel) => {
      queryClient.setQueryData(workspaceKeys.detail(channel.id), channel);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
        queryClient.invalidateQueries({ queryKey: keywordsQueryKey }),
      ]);
    },
  });
}
