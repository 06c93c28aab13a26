import type { HostingCheckout } from '@platform/shared';

/** Back from the card page, the checkout is asked every second for up to about 30 seconds (as a channel plan's is). */
export const HOSTING_CHECKOUT_POLL = { intervalMs: 1_000, timeoutMs: 30_000 } as const;

/** The query parameter the provider's success address carries the session id in. */
export const HOSTING_SESSION_PARAM = 'hosting_session';

export type HostingCheckoutState = 'confirming' | 'complete' | 'expired' | 'timedOut';

/** Complete once the checkout is complete and the hosting subscription recorded; expired when the provider gave up. */
export function hostingCheckoutState(checkout: HostingCheckout | undefined, timedOut: boolean): HostingCheckoutState {
  if (checkout?.status === 'expired') return 'expired';
  if (checkout?.status === 'complete' && checkout.subscription !== null) return 'complete';
  return timedOut ? 'timedOut' : 'confirming';
}

/** Paid plans can be bought; the free one is the platform's default and has no price to pay. */
export function isBuyable(plan: { unit_amount: number; price_id: string | null }): boolean {
  return plan.unit_amount > 0 && plan.price_id !== null;
}
