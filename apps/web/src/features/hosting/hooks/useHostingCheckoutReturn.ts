import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchHostingCheckout } from '../api';
import { HOSTING_CHECKOUT_POLL, hostingCheckoutState, type HostingCheckoutState } from '../lib/hostingCheckout';
import { hostingKeys } from './hostingKeys';

/**
 * Back from the card page with ?hosting_session=, the checkout is asked every second until the hosting
 * subscription is recorded, for up to about 30 seconds. `retry` starts another 30 seconds.
 */
export function useHostingCheckoutReturn(sessionId: string | null) {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (sessionId === null) return undefined;
    setTimedOut(false);
    const timer = window.setTimeout(() => setTimedOut(true), HOSTING_CHECKOUT_POLL.timeoutMs);
    return () => window.clearTimeout(timer);
  }, [sessionId, round]);

  const query = useQuery({
    queryKey: hostingKeys.checkout(sessionId ?? ''),
    queryFn: () => fetchHostingCheckout(sessionId ?? ''),
    enabled: sessionId !== null,
    staleTime: 0,
    refetchInterval: (current) =>
      !timedOut && hostingCheckoutState(current.state.data, false) === 'confirming' ? HOSTING_CHECKOUT_POLL.intervalMs : false,
  });

  const state: HostingCheckoutState | 'error' = query.isError ? 'error' : hostingCheckoutState(query.data, timedOut);

  return {
    state,
    error: query.error,
    retry: () => {
      setRound((value) => value + 1);
      void query.refetch();
    },
  };
}
