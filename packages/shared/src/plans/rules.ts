/**
 * The limits, lists and rules of the channels' plans that both apps use, without a zod schema: the web's pages read these
 * as they load, and the schemas beside them are built only when a call first needs them (apps/web/src/lib/contract.ts).
 */

/** A plan is paid for once (a course) or every `interval_count` months (spec §3). */
export const PLAN_TYPES = ['RECURRING', 'ONE_TIME'] as const;

export type PlanType = (typeof PLAN_TYPES)[number];

/** Spec §5 and §9: plan limits. Amounts in cents. */
export const PLAN_LIMITS = {
  nameMaxLength: 100,
  descriptionMaxLength: 5000,
  minAmountCents: 0,
  maxAmountCents: 10_000 * 100,
  minIntervalMonths: 1,
  maxIntervalMonths: 12,
  maxTrialDays: 30,
  /** Carrier billing charges in HKD; a phone bill tops out far below card limits. */
  maxDcbPriceCents: 10_000 * 100,
  /** Spec §9: the purchase toast shows only from this many purchases. */
  socialProofMinPurchases: 10,
} as const;

/**
 * Spec §3: a plan carries its `currency`. A card price is in USD (spec §9's default) or in HKD for a Hong Kong
 * creator; codes are lower-case ISO 4217, as Stripe's API takes them. Carrier billing is always in HKD.
 */
export const PLAN_CURRENCIES = ['usd', 'hkd'] as const;

export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];

export const PLAN_CURRENCY: PlanCurrency = 'usd';

export const CARRIER_CURRENCY = 'hkd';

export const PLAN_MESSAGES = {
  amountRange: 'amount_range',
  intervalRange: 'interval_range',
  trialRange: 'trial_range',
  wholeNumber: 'whole_number',
  currency: 'plan_currency',
} as const;

export const INVOICE_STATUSES = ['paid', 'refunded'] as const;

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
