import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** After the card page, a checkout is asked every second for up to about 30 seconds (spec 001 §7). */
export const CHECKOUT_POLL = { intervalMs: 1_000, timeoutMs: 30_000 } as const;

export type CheckoutPollState = 'confirming' | 'complete' | 'expired' | 'timedOut';

interface Options<T> {
  queryKey: QueryKey;
  fetch: () => Promise<T>;
  /** Off while there is no session to ask about. */
  enabled: boolean;
  /** Where the answer leaves the buyer; `timedOut` says the polling window has passed. */
  stateOf: (answer: T | undefined, timedOut: boolean) => CheckoutPollState;
}

/**
 * A buyer back from the card provider's page: the checkout is asked until it settles or the window passes;
 * `retry` opens another window. Channel plans and hosting plans come back the same way.
 */
export function useCheckoutPolling<T>({ queryKey, fetch, enabled, stateOf }: Options<T>) {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    setTimedOut(false);
    const timer = window.setTimeout(() => setTimedOut(true), CHECKOUT_POLL.timeoutMs);
    return () => window.clearTimeout(timer);
  }, [enabled, round]);

  const query = useQuery({
    queryKey,
    queryFn: fetch,
    enabled,
    staleTime: 0,
    refetchInterval: (current) => (!timedOut && stateOf(current.state.data, false) === 'confirming' ? CHECKOUT_POLL.intervalMs : false),
  });

  return {
    state: query.isError ? ('error' as const) : stateOf(query.data, timedOut),
    answer: query.data,
    error: query.error,
    retry: () => {
      setRound((value) => value + 1);
      void query.refetch();
    },
  };
}
