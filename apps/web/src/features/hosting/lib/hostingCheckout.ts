import type { HostingCheckout } from '@platform/shared';
import type { CheckoutPollState } from '../../../lib/useCheckoutPolling';

/** The query parameter the provider's success address carries the session id in. */
export const HOSTING_SESSION_PARAM = 'hosting_session';

/**
 * Complete once the checkout is settled and the host's hosting subscription recorded (for a duplicate, the plan kept);
 * expired when the provider gave up.
 */
export function hostingCheckoutState(checkout: HostingCheckout | undefined, timedOut: boolean): CheckoutPollState {
  if (checkout?.status === 'expired') return 'expired';
  const settled = checkout?.status === 'complete' || checkout?.status === 'duplicate';
  if (settled && checkout.subscription !== null) return 'complete';
  return timedOut ? 'timedOut' : 'confirming';
}

/** Paid plans can be bought; the free one is the platform's default and has no price to pay. */
export function isBuyable(plan: { unit_amount: number; price_id: string | null }): boolean {
  return plan.unit_amount > 0 && plan.price_id !== null;
}
