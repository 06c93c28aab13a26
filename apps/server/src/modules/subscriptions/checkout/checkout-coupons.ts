import type { Actor } from '../../users/index.js';

/** One of the buyer's coupons that can be spent now. */
export interface UsableCoupon {
  id: string;
  code: string;
  percentOff: number;
  /** The checkout it was last put on, which may still be open (and payable) at the provider. */
  heldBy: string | null;
}

/** The buyer's platform coupons (subscriptions/coupons), as card checkout spends them on a first payment. */
export interface CheckoutCoupons {
  /** The caller's coupon of this code, unused and unexpired; an AppError with a COUPON_* key otherwise. */
  usable(actor: Actor, code: string): Promise<UsableCoupon>;
  /** Puts it on a checkout if it is still where `usable` found it; false when another request got there first. */
  hold(couponId: string, checkoutId: string, from: string | null): Promise<boolean>;
  /** Spends the coupon this checkout holds, if any, once its payment has completed. */
  spend(checkoutId: string, at: Date): Promise<void>;
  /** False when the checkout holds a coupon that can no longer be spent (withdrawn by a refund, expired, or used). */
  payable(checkoutId: string): Promise<boolean>;
  /** The open checkouts of these users that hold a coupon which can no longer be spent. */
  withdrawnHolds(userIds: string[]): Promise<string[]>;
}
