import { z } from 'zod';
import { pagedSchema } from '../common/http.js';
import { nameText } from '../common/names.js';
import { VALIDATION_MESSAGES as M } from '../common/validation.js';
import { INVOICE_STATUSES, PLAN_CURRENCIES, PLAN_CURRENCY, PLAN_LIMITS, PLAN_MESSAGES, PLAN_TYPES } from './rules.js';

const planCurrency = z.enum(PLAN_CURRENCIES, { message: PLAN_MESSAGES.currency });

const cents = (max: number) =>
  z.number().int(PLAN_MESSAGES.wholeNumber).min(PLAN_LIMITS.minAmountCents, PLAN_MESSAGES.amountRange).max(max, PLAN_MESSAGES.amountRange);

/** POST /api/products (spec 001 §7): the fields and names the spec lists, plus the host's carrier price. */
export const createProductBodySchema = z
  .object({
    workspace_id: z.string().uuid(),
    name: nameText.min(1, M.required).max(PLAN_LIMITS.nameMaxLength, M.tooLong),
    description: z.string().trim().min(1, M.required).max(PLAN_LIMITS.descriptionMaxLength, M.tooLong),
    type: z.enum(PLAN_TYPES),
    unit_amount: cents(PLAN_LIMITS.maxAmountCents),
    currency: planCurrency.default(PLAN_CURRENCY),
    period: z.literal('month').default('month'),
    interval_count: z
      .number()
      .int(PLAN_MESSAGES.wholeNumber)
      .min(PLAN_LIMITS.minIntervalMonths, PLAN_MESSAGES.intervalRange)
      .max(PLAN_LIMITS.maxIntervalMonths, PLAN_MESSAGES.intervalRange)
      .default(1),
    /** Blank or 0 means no trial (spec §5); only recurring plans have one. */
    trial_period: z
      .number()
      .int(PLAN_MESSAGES.wholeNumber)
      .min(0, PLAN_MESSAGES.trialRange)
      .max(PLAN_LIMITS.maxTrialDays, PLAN_MESSAGES.trialRange)
      .nullish()
      .transform((days) => days ?? 0),
    dcb_price: cents(PLAN_LIMITS.maxDcbPriceCents).nullish(),
  })
  .refine((body) => body.type === 'RECURRING' || body.trial_period === 0, {
    path: ['trial_period'],
    message: PLAN_MESSAGES.trialRange,
  });

export type CreateProductBody = z.input<typeof createProductBodySchema>;

/**
 * PUT /api/plans/{id}: enable or disable (spec §4), the carrier price, and the card price's currency (new buyers pay
 * in it; those already subscribed keep the price they agreed to).
 */
export const updatePlanBodySchema = z
  .object({
    status: z.boolean().optional(),
    dcb_price: cents(PLAN_LIMITS.maxDcbPriceCents).nullable().optional(),
    currency: planCurrency.optional(),
  })
  .refine((body) => body.status !== undefined || body.dcb_price !== undefined || body.currency !== undefined, { message: M.required });

export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;

export const planSchema = z.object({
  id: z.string(),
  workspace_id: z.string(),
  name: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  type: z.enum(PLAN_TYPES),
  interval: z.literal('month'),
  interval_count: z.number().int(),
  currency: z.string(),
  /** Cents; `price_cents` is the same amount under the spec's other name. */
  unit_amount: z.number().int(),
  price_cents: z.number().int(),
  /** HKD cents for carrier billing; null when the host has not set one. */
  dcb_price: z.number().int().nullable(),
  trial_period: z.number().int(),
  status: z.boolean(),
  stripe_plan_id: z.string().nullable(),
  purchasement_count: z.number().int(),
  /** Subscriptions now trialing or active (recurring plans; purchases still valid for one-time plans). */
  active_subscribers: z.number().int(),
  created_on: z.string(),
});

export type Plan = z.infer<typeof planSchema>;

export const planPageSchema = pagedSchema(planSchema);

export const productsQuerySchema = z.object({ workspace_id: z.string().uuid() });

/** GET /api/products?workspace_id=: the product report. */
export const productReportSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(PLAN_TYPES),
      unit_amount: z.number().int(),
      currency: z.string(),
      status: z.boolean(),
      purchasement_count: z.number().int(),
      active_subscribers: z.number().int(),
    }),
  ),
});

export const invoiceSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** Cents. */
  amount_paid: z.number().int(),
  created: z.string(),
});

export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * Money of one currency over some invoices (spec §9: paid added, refunded subtracted). Currencies are never added
 * together: a total is always of one. Cents.
 */
export const earningsTotalSchema = z.object({
  currency: z.string(),
  /** Paid minus refunded. */
  net_amount: z.number().int(),
  /** Everything paid, refunded payments included. */
  gross_amount: z.number().int(),
  payment_count: z.number().int(),
  refunded_amount: z.number().int(),
  refunded_count: z.number().int(),
});

export type EarningsTotal = z.infer<typeof earningsTotalSchema>;

/** GET /api/invoices?workspace_id=: earnings per currency, by month and by plan, with the invoices behind them. */
export const earningsReportSchema = z.object({
  /** Every month's earnings, newest first. */
  results: z.array(
    z.object({
      year: z.number().int(),
      month: z.number().int().min(1).max(12),
      totals: z.array(earningsTotalSchema),
      invoices: z.array(invoiceSchema),
    }),
  ),
  /** All time, one line per currency. */
  totals: z.array(earningsTotalSchema),
  /** All time, one line per plan and currency (a plan whose currency changed has a line for each). */
  plans: z.array(earningsTotalSchema.extend({ plan_id: z.string(), plan_name: z.string() })),
});

export type EarningsReport = z.infer<typeof earningsReportSchema>;

export const invoicesQuerySchema = z.object({ workspace_id: z.string().uuid() });
