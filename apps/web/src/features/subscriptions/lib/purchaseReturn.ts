/**
 * Navigation state a purchase made on another page (the phone bill) hands to /account/subscriptions: the success
 * message that page shows before moving on to `redirect_pathname`. A reload loses it, so nothing is shown twice.
 */
export interface PurchaseReturnState {
  purchased: string;
}

export function purchaseReturnState(message: string): PurchaseReturnState {
  return { purchased: message };
}

export function purchaseMessageOf(state: unknown): string | null {
  return typeof state === 'object' && state !== null && typeof (state as Partial<PurchaseReturnState>).purchased === 'string'
    ? (state as PurchaseReturnState).purchased
    : null;
}
