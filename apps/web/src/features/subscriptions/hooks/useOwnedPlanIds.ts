import { LIVE_SUBSCRIPTION_STATUSES } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useMe } from '../../auth';
import { fetchSubscriptions } from '../api';
import { subscriptionKeys } from './subscriptionKeys';

const LIVE: readonly string[] = LIVE_SUBSCRIPTION_STATUSES;

/** The plans the signed-in user holds now (trialing or active), so they are not offered for sale again. */
export function useOwnedPlanIds(): ReadonlySet<string> {
  const { data: me } = useMe();
  const mine = useQuery({ queryKey: subscriptionKeys.mine, queryFn: fetchSubscriptions, enabled: Boolean(me) });
  return useMemo(
    () => new Set((mine.data?.results ?? []).filter((subscription) => LIVE.includes(subscription.status)).map((s) => s.plan.id)),
    [mine.data],
  );
}
