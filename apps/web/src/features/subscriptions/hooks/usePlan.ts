import { useQuery } from '@tanstack/react-query';
import { fetchPlan } from '../api';
import { subscriptionKeys } from './subscriptionKeys';

export function usePlan(planId: string | null) {
  return useQuery({
    queryKey: subscriptionKeys.plan(planId ?? ''),
    queryFn: () => fetchPlan(planId ?? ''),
    enabled: planId !== null,
  });
}
