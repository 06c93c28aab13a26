import type { Category } from '@platform/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchKeywords, setKeywordCategory } from '../api';
import { keywordsQueryKey } from './workspaceKeys';

export const keywordsQuery = { queryKey: keywordsQueryKey, queryFn: fetchKeywords };

export function useKeywords() {
  return useQuery(keywordsQuery);
}

export function useSetKeywordCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, category }: { id: string; category: Category | null }) => setKeywordCategory(id, category),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keywordsQueryKey }),
  });
}
