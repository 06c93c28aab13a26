import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from '../api';

export function profileQueryKey(email: string) {
  return ['users', email] as const;
}

export function useProfile(email: string) {
  return useQuery({ queryKey: profileQueryKey(email), queryFn: () => fetchProfile(email) });
}
