import { useQuery } from '@tanstack/react-query';
import { fetchMe } from '../api';

export const meQueryKey = ['auth', 'me'] as const;

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe });
}
