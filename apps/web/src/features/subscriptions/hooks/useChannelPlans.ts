import type { Plan } from '@platform/shared';
import { useMemo } from 'react';
import { useWorkspacePlans } from '../../workspaces';

/**
 * The channel's plans on sale, optionally only those named (a video lists the plans that unlock it by id and name
 * only; the price, interval and trial come from the channel's list).
 */
export function useChannelPlans(workspaceId: string, onlyIds?: readonly string[]) {
  const query = useWorkspacePlans(workspaceId);
  const plans = useMemo<Plan[] | undefined>(() => {
    const results = query.data?.results.filter((plan) => plan.status);
    if (!results || !onlyIds) return results;
    const wanted = new Set(onlyIds);
    return results.filter((plan) => wanted.has(plan.id));
  }, [query.data, onlyIds]);
  return { ...query, plans };
}
