/**
 * The limits, lists and rules of the subscriptions, checkout, refunds and redeem codes that both apps use, without a zod schema: the web's pages read these
 * as they load, and the schemas beside them are built only when a call first needs them (apps/web/src/lib/contract.ts).
 */

/** Spec §4: a subscription is trialing, active, canceled or refunded. */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'canceled', 'refunded'] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses that give access and may be cancelled. */
export const LIVE_SUBSCRIPTION_STATUSES = ['trialing', 'active'] as const satisfies readonly SubscriptionStatus[];

/** Spec §3 subscription types: one-time payment, recurring card payment, carrier bill. */
export const SUBSCRIPTION_TYPES = ['OTP', 'RECURRING', 'DCB'] as const;

export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const CHECKOUT_MODES = ['subscription', 'payment'] as const;

export type CheckoutMode = (typeof CHECKOUT_MODES)[number];

/** What a person must type to cancel a carrier-billed plan (spec §5). */
export const CANCEL_CONFIRMATION_WORD = 'CANCEL';

export const REFUND_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** A platform coupon's code as typed: letters and digits, compared in capitals (codes are made of capitals). */
export const COUPON_CODE_LIMITS = { maxLength: 32 } as const;

export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const;

export const SANDBOX_CARD_MESSAGES = {
  cardNumber: 'invalid_card_number',
  expiry: 'invalid_expiry',
  expired: 'expired_card',
  cvc: 'invalid_cvc',
} as const;

export const REDEEM_CODE_LIMITS = { maxLength: 40, maxUses: 100_000, maxBatch: 100 } as const;

/** Spec §5 and §9: carrier billing. */
export const CARRIER_LIMITS = {
  phoneDigits: 8,
  otpDigits: 6,
  otpTtlMs: 5 * 60 * 1000,
  /** 'Sent already. Please try again later.' within this window. */
  resendWindowMs: 60 * 1000,
  maxVerifyAttempts: 5,
} as const;

export const CARRIER_MESSAGES = {
  invalidPhone: 'invalid_phone',
  invalidOtp: 'invalid_otp',
  agreeTerms: 'agree_terms',
  agreePrivacy: 'agree_privacy',
} as const;

/** Room in the phone field for a number written the way Hong Kong numbers are shown: "+852 9123 4567". */
export const CARRIER_PHONE_INPUT_MAX_LENGTH = 20;

/**
 * A Hong Kong number as people paste or type it ("9123 4567", "9123-4567", "+852 9123 4567") becomes its 8 digits;
 * anything else is left for the 8-digit rule to refuse.
 */
export function normaliseHongKongPhone(input: string): string {
  const compact = input.replace(/[\s\-().]/g, '');
  const local = /^(?:\+?852|00852)(\d{8})$/.exec(compact);
  return local ? local[1]! : compact;
}
