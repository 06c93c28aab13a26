import { useQuery } from '@tanstack/react-query';
import { fetchKeywords } from '../api';
import { keywordsQueryKey } from './workspaceKeys';

export const keywordsQuery = { queryKey: keywordsQueryKey, queryFn: fetchKeywords };

export function useKeywords() {
  return useQuery(keywordsQuery);
}
