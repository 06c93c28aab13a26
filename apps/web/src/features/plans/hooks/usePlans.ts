import type { CreateProductBody, UpdatePlanBody } from '@platform/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '../../workspaces';
import { createPlan, fetchEarnings, fetchHostPlans, fetchProductReport, updatePlan } from '../api';
import { planKeys } from './planKeys';

export function useHostPlans(workspaceId: string) {
  return useQuery({ queryKey: planKeys.list(workspaceId), queryFn: () => fetchHostPlans(workspaceId) });
}

export function useEarnings(workspaceId: string) {
  return useQuery({ queryKey: planKeys.earnings(workspaceId), queryFn: () => fetchEarnings(workspaceId) });
}

export function useProductReport(workspaceId: string) {
  return useQuery({ queryKey: planKeys.products(workspaceId), queryFn: () => fetchProductReport(workspaceId) });
}

/** A change to a plan shows on this page and on the channel page's plans (which the workspaces feature caches). */
function useRefreshPlans(workspaceId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: planKeys.all }),
      client.invalidateQueries({ queryKey: workspaceKeys.plans(workspaceId) }),
    ]);
}

export function useCreatePlan(workspaceId: string) {
  const refresh = useRefreshPlans(workspaceId);
  return useMutation({ mutationFn: (body: CreateProductBody) => createPlan(body), onSuccess: refresh });
}

export function useUpdatePlan(workspaceId: string) {
  const refresh = useRefreshPlans(workspaceId);
  return useMutation({
    mutationFn: ({ planId, body }: { planId: string; body: UpdatePlanBody }) => updatePlan(planId, body),
    onSuccess: refresh,
  });
}
