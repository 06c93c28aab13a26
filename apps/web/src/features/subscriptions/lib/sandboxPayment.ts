import { ApiError } from '../../../lib/api';

/**
 * Refusals of a payment after which this checkout can never be paid: its coupon can no longer be spent (the server
 * closed the checkout and charged nothing), or it was closed already. The buyer is sent back to choose the plan again,
 * rather than left with a card form that can only fail.
 */
const CLOSING_REFUSALS: ReadonlySet<string> = new Set(['COUPON_WITHDRAWN', 'CHECKOUT_SESSION_CLOSED']);

export function closesCheckout(error: unknown): boolean {
  return error instanceof ApiError && CLOSING_REFUSALS.has(error.msg);
}
