import { z } from 'zod';
import { pagedSchema } from '../common/http.js';
import { safeRedirectPath } from '../common/routing.js';
import { VALIDATION_MESSAGES as M } from '../common/validation.js';
import { INVOICE_STATUSES, PLAN_TYPES } from '../plans/rules.js';
import {
  CARRIER_LIMITS,
  CARRIER_MESSAGES,
  CHECKOUT_MODES,
  CHECKOUT_SESSION_STATUSES,
  COUPON_CODE_LIMITS,
  REDEEM_CODE_LIMITS,
  REFUND_REQUEST_STATUSES,
  SANDBOX_CARD_MESSAGES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TYPES,
  normaliseHongKongPhone,
} from './rules.js';

export const subscriptionInvoiceSchema = z.object({
  id: z.string(),
  amount_paid: z.number().int(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  created: z.string(),
  refund_request: z.object({ status: z.enum(REFUND_REQUEST_STATUSES) }).nullable(),
});

export const subscriptionSchema = z.object({
  id: z.string(),
  type: z.enum(SUBSCRIPTION_TYPES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(PLAN_TYPES),
    unit_amount: z.number().int(),
    currency: z.string(),
    interval_count: z.number().int(),
    dcb_price: z.number().int().nullable(),
  }),
  workspace: z.object({ id: z.string(), slug: z.string().nullable(), name: z.string() }),
  trial_end: z.string().nullable(),
  /** The next charge date of a recurring subscription; null once it ends or for one-time purchases. */
  current_period_end: z.string().nullable(),
  /** False when nobody bills it again (a redeem code's period): `current_period_end` is then where access ends. */
  renews: z.boolean(),
  canceled_at: z.string().nullable(),
  created_on: z.string(),
  invoices: z.array(subscriptionInvoiceSchema),
});

export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = z.object({ results: z.array(subscriptionSchema) });

/** GET /api/subscriptions?plan=&count=1 reads the count (spec 001 §7). */
export const subscriptionsQuerySchema = z.object({
  plan: z.string().uuid().optional(),
  count: z.coerce.number().int().min(0).max(1).optional(),
});

export const subscriptionCountSchema = z.object({ count: z.number().int() });

/**
 * GET /api/subscriptions/trial?workspace_id=: whether the caller has had this channel's free trial. A channel gives
 * each viewer one trial, whatever plan it was on and however it ended; afterwards its plans are sold at full price.
 */
export const trialUseQuerySchema = z.object({ workspace_id: z.string().uuid() });

export const trialUseSchema = z.object({
  workspace_id: z.string(),
  /** When the caller's trial on this channel began; null while they have not had one. */
  trial_used_on: z.string().nullable(),
});

export type TrialUse = z.infer<typeof trialUseSchema>;

/** DELETE /api/subscriptions/{id}: a carrier-billed plan needs CANCEL typed (spec §5). */
export const cancelSubscriptionBodySchema = z.object({ confirmation: z.string().optional() }).nullish();

export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, M.required)
  .max(COUPON_CODE_LIMITS.maxLength, M.tooLong)
  .regex(/^[A-Za-z0-9]+$/, M.invalidCouponCode)
  .transform((code) => code.toUpperCase());

/**
 * POST /api/checkout/sessions (spec 001 §7, `rediredct_pathname` spelled as the spec spells it). `stripe_code` names
 * the plan: its id, as the checkout route's `plan_id` carries it. `coupon_code` (this platform's addition) spends one
 * of the buyer's coupons on the first payment.
 */
export const createCheckoutSessionBodySchema = z.object({
  origin: z.string().url().max(500),
  stripe_code: z.string().uuid(),
  mode: z.enum(CHECKOUT_MODES),
  // Where the buyer is sent after paying: a path of this site only, never another site (//evil.example, /\evil.example).
  rediredct_pathname: z
    .string()
    .max(500)
    .refine((path) => safeRedirectPath(path) !== null, 'address_not_allowed')
    .optional(),
  coupon_code: couponCodeSchema.optional(),
});

export type CreateCheckoutSessionBody = z.infer<typeof createCheckoutSessionBodySchema>;

export const checkoutSessionCreatedSchema = z.object({ session_id: z.string(), url: z.string() });

/** GET /api/checkout/sessions/{id}: where the buyer's checkout stands once the provider sends them back. */
export const checkoutSessionSchema = z.object({
  session_id: z.string(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  subscription_id: z.string().nullable(),
  plan_name: z.string(),
  workspace_id: z.string(),
  redirect_pathname: z.string().nullable(),
  /** When the free trial the checkout started ends (the first payment); null when it took a payment at once. */
  trial_end: z.string().nullable(),
});

export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** The sandbox card provider's hosted page: what it shows. */
export const sandboxCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  mode: z.enum(CHECKOUT_MODES),
  product_name: z.string(),
  merchant_name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  interval_count: z.number().int().nullable(),
  trial_period_days: z.number().int(),
  /** A coupon on the first payment: its name, percent and what it takes off. */
  discount: z.object({ name: z.string(), percent_off: z.number().int(), amount_off: z.number().int() }).nullable(),
  /** What paying on this page charges now: 0 in a trial, the price less any discount otherwise. */
  amount_due: z.number().int(),
  customer_email: z.string().nullable(),
  cancel_url: z.string(),
});

export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** Card details typed on the sandbox page; only the well-known test numbers mean anything. */
export const sandboxPaymentBodySchema = z.object({
  card_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, SANDBOX_CARD_MESSAGES.cardNumber)),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, SANDBOX_CARD_MESSAGES.expiry),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, SANDBOX_CARD_MESSAGES.cvc),
  name: z.string().trim().max(100).optional(),
});

export type SandboxPaymentBody = z.input<typeof sandboxPaymentBodySchema>;

export const sandboxPaymentResultSchema = z.object({ redirect_url: z.string() });

/** POST /api/invoices/{id}/refund-request (spec: path not shown). */
export const refundRequestBodySchema = z.object({ reason: z.string().trim().max(1000, M.tooLong).optional() });

export const refundRequestSchema = z.object({
  id: z.string(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  reason: z.string().nullable(),
  invoice: z.object({ id: z.string(), amount_paid: z.number().int(), currency: z.string(), created: z.string() }),
  plan_name: z.string(),
  workspace: z.object({ id: z.string(), name: z.string() }),
  user: z.object({ id: z.string(), email: z.string(), display_name: z.string() }),
  created_on: z.string(),
  decided_on: z.string().nullable(),
});

export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundRequestPageSchema = pagedSchema(refundRequestSchema);

export const refundRequestsQuerySchema = z.object({ status: z.enum(REFUND_REQUEST_STATUSES).optional() });

export const decideRefundBodySchema = z.object({ status: z.enum(['approved', 'rejected']) });

/** POST /api/users/redeem: 201 with `msg` and the plan's channel (spec 001 §7). */
export const redeemBodySchema = z.object({
  code: z.string().trim().toUpperCase().min(1, M.required).max(REDEEM_CODE_LIMITS.maxLength, M.tooLong),
});

export const redeemResultSchema = z.object({ msg: z.literal('REDEEMED'), workspace_id: z.string() });

/** POST /api/plans/{id}/redeem-codes: single-use (max_uses 1) or multi-use codes with an expiry. */
export const createRedeemCodesBodySchema = z.object({
  max_uses: z.number().int().min(1).max(REDEEM_CODE_LIMITS.maxUses),
  expires_at: z.string().datetime({ offset: true }).nullable(),
  count: z.number().int().min(1).max(REDEEM_CODE_LIMITS.maxBatch).default(1),
});

export type CreateRedeemCodesBody = z.input<typeof createRedeemCodesBodySchema>;

export const redeemCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  plan: z.object({ id: z.string(), name: z.string() }),
  max_uses: z.number().int(),
  used_count: z.number().int(),
  expires_at: z.string().nullable(),
  created_on: z.string(),
});

export type RedeemCode = z.infer<typeof redeemCodeSchema>;

export const redeemCodeListSchema = z.object({ results: z.array(redeemCodeSchema) });

export const carrierPhoneSchema = z
  .string()
  .transform(normaliseHongKongPhone)
  .pipe(
    z
      .string()
      .min(1, CARRIER_MESSAGES.invalidPhone)
      .regex(new RegExp(`^\\d{${CARRIER_LIMITS.phoneDigits}}$`), CARRIER_MESSAGES.invalidPhone),
  );

export const carrierOtpSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CARRIER_LIMITS.otpDigits}}$`), CARRIER_MESSAGES.invalidOtp);

export const dcbSendBodySchema = z.object({ phone_number: carrierPhoneSchema });

export const dcbVerifyBodySchema = z.object({ phone_number: carrierPhoneSchema, otp: carrierOtpSchema });

export const dcbChargeBodySchema = z.object({ phone_number: carrierPhoneSchema, otp: carrierOtpSchema, plan_id: z.string().uuid() });

export const dcbSentSchema = z.object({ msg: z.literal('OTP_SENT'), resend_after_seconds: z.number().int() });

export const dcbVerifiedSchema = z.object({ msg: z.literal('OTP_VERIFIED') });
