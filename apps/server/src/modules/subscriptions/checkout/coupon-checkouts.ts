import { couponsApplyTo } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../../errors.js';
import type { CardPaymentProvider } from '../../../infra/payments/card-provider.js';
import type { PlanRow } from '../plans/index.js';
import type { Actor } from '../../users/index.js';
import type { CheckoutCoupons, UsableCoupon } from './checkout-coupons.js';
import type { PaymentsService } from '../card/payments.service.js';
import type { SubscriptionsRepository } from '../subscriptions.repository.js';

interface Deps {
  repository: SubscriptionsRepository;
  payments: PaymentsService;
  provider: CardPaymentProvider;
  coupons: CheckoutCoupons;
  log: Logger;
}

/**
 * A coupon on an open checkout: taking it over from an earlier checkout, and closing a checkout (at the provider, then
 * here) before anyone can pay it with a coupon that moved away or can no longer be spent.
 */
export function createCouponCheckouts({ repository, payments, provider, coupons, log }: Deps) {
  /**
   * Closes an open checkout that holds a coupon, so that it cannot be paid with the coupon: one the coupon moves away
   * from, or one whose coupon can no longer be spent. At the provider first, then here from the provider's answer
   * (paid meanwhile: it completes, and the coupon is spent).
   */
  async function closeCouponCheckout(checkoutId: string): Promise<void> {
    const open = await repository.findCheckout(checkoutId);
    // A coupon is put on a checkout together with its provider session, so an open one always names it.
    if (!open || open.status !== 'open' || !open.providerSessionId) return;
    try {
      await provider.expireCheckoutSession(open.providerSessionId);
    } catch (error) {
      log.error({ err: error, checkoutId }, 'the card provider did not close a checkout holding a coupon');
      throw new AppError('PAYMENT_PROVIDER_ERROR', 'the card provider did not close an earlier checkout');
    }
    await payments.fulfillCheckout(open.providerSessionId);
  }

  return {
    /** The caller's coupon for this plan's first payment, free of any earlier checkout; refused with a COUPON_* key. */
    async couponFor(actor: Actor, code: string, plan: PlanRow, trialDays: number): Promise<UsableCoupon> {
      if (!couponsApplyTo({ type: plan.type, trialDays })) {
        throw new AppError('COUPON_NOT_APPLICABLE', 'the first payment of a plan with a free trial is zero');
      }
      const coupon = await coupons.usable(actor, code);
      if (!coupon.heldBy) return coupon;
      const closed = coupon.heldBy;
      await closeCouponCheckout(closed);
      // Only the checkout closed here may be taken over. Another request may have moved the coupon to its own open
      // checkout meanwhile: taking it from that one would leave two payable checkouts with the discount.
      return { ...(await coupons.usable(actor, code)), heldBy: closed };
    },

    /** A checkout that lost its coupon to another one started at the same moment is closed before anyone can pay it. */
    async withdraw(checkoutId: string, providerSessionId: string): Promise<void> {
      try {
        await provider.expireCheckoutSession(providerSessionId);
        await repository.expireCheckout(checkoutId);
      } catch (error) {
        // Left open here too, so that a payment the provider does take is still recorded.
        log.error({ err: error, checkoutId }, 'the card provider did not close a checkout whose coupon went to another');
      }
    },

    /**
     * Before a card is charged on the sandbox's page: a checkout whose coupon can no longer be spent (a refund took
     * back what earned it, it expired, or it was spent) is closed, and the buyer chooses the plan again without it.
     */
    async confirmPayable(checkoutId: string): Promise<void> {
      const checkout = await repository.findCheckout(checkoutId);
      if (!checkout || checkout.status !== 'open' || (await coupons.payable(checkoutId))) return;
      await closeCouponCheckout(checkoutId);
      throw new AppError('COUPON_WITHDRAWN', 'the coupon on this checkout can no longer be spent: choose the plan again');
    },

    /** After an approved refund: these users' open checkouts whose coupons it withdrew are closed before anyone pays them. */
    async closeWithdrawnCouponCheckouts(userIds: string[]): Promise<void> {
      for (const checkoutId of await coupons.withdrawnHolds(userIds)) await closeCouponCheckout(checkoutId);
    },
  };
}
