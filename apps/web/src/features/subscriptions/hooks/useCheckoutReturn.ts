import { CHECKOUT_POLL, useCheckoutPolling } from '../../../lib/useCheckoutPolling';
import { fetchCheckoutSession } from '../api';
import { checkoutReturnState } from '../lib/checkoutReturn';
import { subscriptionKeys } from './subscriptionKeys';

/**
 * Spec 001 §7: back from the card page with ?session_id=, the session is asked until the payment is confirmed (the
 * subscription exists), for up to about 30 seconds at a time.
 */
export function useCheckoutReturn(sessionId: string | null) {
  const { answer, ...rest } = useCheckoutPolling({
    queryKey: subscriptionKeys.checkoutSession(sessionId ?? ''),
    fetch: () => fetchCheckoutSession(sessionId ?? ''),
    enabled: sessionId !== null,
    stateOf: (session, timedOut) => checkoutReturnState(session, timedOut ? CHECKOUT_POLL.timeoutMs : 0),
  });
  return { ...rest, session: answer };
}
