import { useQuery } from '@tanstack/react-query';
import { fetchMe } from '../api';

export const meQueryKey = ['auth', 'me'] as const;

export const meQuery = { queryKey: meQueryKey, queryFn: fetchMe };

export function useMe() {
  return useQuery(meQuery);
}
