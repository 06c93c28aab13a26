import { useQuery } from '@tanstack/react-query';
import { fetchMyHosting } from '../api';
import { hostingKeys } from './hostingKeys';

/** Off for admins, whom no hosting plan limits (the panel says so instead of asking). */
export function useMyHosting({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: hostingKeys.mine, queryFn: fetchMyHosting, enabled });
}
