import { useQuery } from '@tanstack/react-query';
import { fetchHostingPlans } from '../api';
import { hostingKeys } from './hostingKeys';

/** The plans a host can choose from; asked for only while the chooser is open. */
export function useHostingPlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: hostingKeys.plans, queryFn: fetchHostingPlans, enabled });
}
