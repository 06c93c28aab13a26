import { subscribe, type EventSubscriber } from '../../../infra/events/domain-events.js';
import type { UsersService } from '../../users/index.js';
import { refundDecided } from '../subscriptions.events.js';
import type { CheckoutService } from './checkout.service.js';

/**
 * An approved refund takes money back off the buyer's own total and their referrer's referral total, which may
 * withdraw coupons either of them earned with it: their open checkouts holding such a coupon are closed, so none is
 * paid at a discount that is no longer earned.
 */
export function createWithdrawnCouponSubscribers(checkout: CheckoutService, users: UsersService): EventSubscriber[] {
  return [
    subscribe({
      event: refundDecided,
      name: 'subscriptions.close-withdrawn-coupon-checkouts',
      async handle({ approved, userId }) {
        if (!approved) return;
        const buyer = await users.findById(userId);
        const owners = [userId, ...(buyer?.referredByUserId ? [buyer.referredByUserId] : [])];
        await checkout.closeWithdrawnCouponCheckouts(owners);
      },
    }),
  ];
}
