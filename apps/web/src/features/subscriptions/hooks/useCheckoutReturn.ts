import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchCheckoutSession } from '../api';
import { CHECKOUT_POLL, checkoutReturnState, type CheckoutReturnState } from '../lib/checkoutReturn';
import { subscriptionKeys } from './subscriptionKeys';

/**
 * Spec 001 §7: back from the card page with ?session_id=, the session is asked every second until the payment is
 * confirmed (the provider's webhook has created the subscription), for up to about 30 seconds. `retry` starts
 * another 30 seconds.
 */
export function useCheckoutReturn(sessionId: string | null) {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (sessionId === null) return undefined;
    setTimedOut(false);
    const timer = window.setTimeout(() => setTimedOut(true), CHECKOUT_POLL.timeoutMs);
    return () => window.clearTimeout(timer);
  }, [sessionId, round]);

  const query = useQuery({
    queryKey: subscriptionKeys.checkoutSession(sessionId ?? ''),
    queryFn: () => fetchCheckoutSession(sessionId ?? ''),
    enabled: sessionId !== null,
    staleTime: 0,
    refetchInterval: (current) =>
      !timedOut && checkoutReturnState(current.state.data, 0) === 'confirming' ? CHECKOUT_POLL.intervalMs : false,
  });

  const state: CheckoutReturnState | 'error' = query.isError
    ? 'error'
    : checkoutReturnState(query.data, timedOut ? CHECKOUT_POLL.timeoutMs : 0);

  return {
    state,
    session: query.data,
    error: query.error,
    retry: () => {
      setRound((value) => value + 1);
      void query.refetch();
    },
  };
}
