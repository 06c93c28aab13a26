import type { CheckoutSession } from '@platform/shared';
import { CHECKOUT_POLL, type CheckoutPollState } from '../../../lib/useCheckoutPolling';

/**
 * Where a returning buyer's checkout stands: complete once the session is complete and the subscription exists,
 * expired when the provider gave up, and timed out when the webhook has not arrived within the polling window.
 */
export function checkoutReturnState(
  session: Pick<CheckoutSession, 'status' | 'subscription_id'> | undefined,
  elapsedMs: number,
): CheckoutPollState {
  if (session?.status === 'expired') return 'expired';
  if (session?.status === 'complete' && session.subscription_id !== null) return 'complete';
  return elapsedMs >= CHECKOUT_POLL.timeoutMs ? 'timedOut' : 'confirming';
}
