import type { CheckoutSession } from '@platform/shared';

/** Spec 001 §7: after the card page, the session is asked every second for up to about 30 seconds. */
export const CHECKOUT_POLL = { intervalMs: 1_000, timeoutMs: 30_000 } as const;

export type CheckoutReturnState = 'confirming' | 'complete' | 'expired' | 'timedOut';

/**
 * Where a returning buyer's checkout stands: complete once the session is complete and the subscription exists,
 * expired when the provider gave up, and timed out when the webhook has not arrived within the polling window.
 */
export function checkoutReturnState(
  session: Pick<CheckoutSession, 'status' | 'subscription_id'> | undefined,
  elapsedMs: number,
): CheckoutReturnState {
  if (session?.status === 'expired') return 'expired';
  if (session?.status === 'complete' && session.subscription_id !== null) return 'complete';
  return elapsedMs >= CHECKOUT_POLL.timeoutMs ? 'timedOut' : 'confirming';
}
