import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOffensiveWords, saveOffensiveWords } from '../api';
import { forumKeys } from './forumKeys';

export function useOffensiveWords() {
  return useQuery({ queryKey: forumKeys.words, queryFn: fetchOffensiveWords });
}

export function useSaveOffensiveWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffensiveWords,
    onSuccess: (saved) => queryClient.setQueryData(forumKeys.words, saved),
  });
}
