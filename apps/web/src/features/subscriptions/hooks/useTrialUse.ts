import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../auth';
import { fetchTrialUse } from '../api';
import { subscriptionKeys } from './subscriptionKeys';

/**
 * When the signed-in viewer had this channel's one free trial: null for a guest or a viewer who has not had it,
 * undefined while the answer is on its way (or no channel is named yet).
 */
export function useTrialUse(workspaceId: string | undefined): string | null | undefined {
  const { data: me, isPending: mePending } = useMe();
  const signedIn = Boolean(me);
  const trialUse = useQuery({
    queryKey: subscriptionKeys.trialUse(workspaceId ?? ''),
    queryFn: () => fetchTrialUse(workspaceId ?? ''),
    enabled: signedIn && workspaceId !== undefined,
  });
  if (mePending || workspaceId === undefined) return undefined;
  if (!signedIn) return null;
  // Not known (the call failed): the checkout charges what the server decides, so the plain offer is shown.
  if (trialUse.isError) return null;
  return trialUse.data?.trial_used_on;
}
