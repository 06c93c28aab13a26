import { LIVE_SUBSCRIPTION_STATUSES, type Subscription } from '@platform/shared';

/**
 * Spec §4: what a subscription's status line says. Trialing shows when the trial ends, active shows the next charge
 * (a one-time purchase has none), and canceled or refunded are shown as uppercase labels.
 */
export type StatusLine =
  | { kind: 'trialing'; trialEnd: string | null }
  | { kind: 'active'; nextCharge: string | null }
  /** Active on a period nobody bills again (a redeem code's). */
  | { kind: 'activeUntil'; until: string }
  | { kind: 'ended'; status: 'canceled' | 'refunded' };

export function statusLine(subscription: Pick<Subscription, 'status' | 'trial_end' | 'current_period_end' | 'renews'>): StatusLine {
  switch (subscription.status) {
    case 'trialing':
      return { kind: 'trialing', trialEnd: subscription.trial_end ?? subscription.current_period_end };
    case 'active':
      if (!subscription.renews && subscription.current_period_end) return { kind: 'activeUntil', until: subscription.current_period_end };
      return { kind: 'active', nextCharge: subscription.current_period_end };
    default:
      return { kind: 'ended', status: subscription.status };
  }
}

/**
 * Spec §4: a trialing or active subscription may be cancelled. A one-time purchase (a course) has nothing further to
 * stop, so it offers no cancel.
 */
export function canCancel(subscription: Pick<Subscription, 'status' | 'type'>): boolean {
  return subscription.type !== 'OTP' && (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status);
}

/** How a subscription was got, for its badge. */
export type PurchaseKind = 'oneTime' | 'card' | 'phoneBill' | 'code';

/**
 * OTP is a one-time purchase and DCB the phone bill. A RECURRING plan is paid by card and renews, unless a redeem
 * code gave it: the server says such a period `renews` false, and nothing was charged to a card.
 */
export function purchaseKind(subscription: Pick<Subscription, 'type' | 'renews'>): PurchaseKind {
  if (subscription.type === 'OTP') return 'oneTime';
  if (subscription.type === 'DCB') return 'phoneBill';
  return subscription.renews ? 'card' : 'code';
}

/** Spec §5: cancelling a carrier-billed plan needs CANCEL typed; a card plan needs a confirmation only. */
export function needsTypedCancel(subscription: Pick<Subscription, 'type'>): boolean {
  return subscription.type === 'DCB';
}

/** A paid invoice with money on it and no request yet may be asked back. */
export function canRequestRefund(invoice: Subscription['invoices'][number]): boolean {
  return invoice.status === 'paid' && invoice.amount_paid > 0 && invoice.refund_request === null;
}

/**
 * A refund asked for and not yet decided. Cancelling leaves it open (an admin can still approve it), which the cancel
 * dialog says, since its warning that cancelling gives no refund would otherwise read as withdrawing it.
 */
export function hasPendingRefund(subscription: Pick<Subscription, 'invoices'>): boolean {
  return subscription.invoices.some((invoice) => invoice.refund_request?.status === 'pending');
}

/** "Purchased courses" hold one-time purchases; "My subscriptions" the recurring and carrier-billed plans. */
export function splitSubscriptions<S extends Pick<Subscription, 'type'>>(subscriptions: readonly S[]): { courses: S[]; recurring: S[] } {
  return {
    courses: subscriptions.filter((subscription) => subscription.type === 'OTP'),
    recurring: subscriptions.filter((subscription) => subscription.type !== 'OTP'),
  };
}
