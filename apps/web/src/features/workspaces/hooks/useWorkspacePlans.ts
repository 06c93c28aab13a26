import { useQuery } from '@tanstack/react-query';
import { fetchWorkspacePlans } from '../api';
import { workspaceKeys } from './workspaceKeys';

export function useWorkspacePlans(id: string) {
  return useQuery({ queryKey: workspaceKeys.plans(id), queryFn: () => fetchWorkspacePlans(id) });
}

/** A channel's plans as select options (value = plan id). */
export function planOptions(plans: { id: string; name: string }[] | undefined): { value: string; label: string }[] {
  return (plans ?? []).map((plan) => ({ value: plan.id, label: plan.name }));
}
