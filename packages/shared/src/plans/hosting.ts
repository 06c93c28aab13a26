import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../common/http.js';
import { HOSTING_CHECKOUT_STATUSES, HOSTING_FEATURES, HOSTING_INVOICE_STATUSES } from './hosting-rules.js';

export const hostingPlanSchema = z.object({
  key: z.string(),
  /** The provider price to subscribe with; null for the free plan. */
  price_id: z.string().nullable(),
  unit_amount: z.number().int(),
  currency: z.string(),
  live_duration_minutes: z.number().int(),
  host_accounts: z.number().int(),
  participants: z.number().int(),
  speakers: z.number().int(),
  channels: z.number().int(),
  overtime_cents_per_minute: z.number().int(),
  features: z.array(z.enum(HOSTING_FEATURES)),
});

export type HostingPlan = z.infer<typeof hostingPlanSchema>;

/** A host's hosting subscription as the API shows it. */
export const hostingSubscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  current_period_end: z.string().nullable(),
  plan_key: z.string(),
});

export type HostingSubscription = z.infer<typeof hostingSubscriptionSchema>;

export const myHostingSchema = z.object({
  /** The plan in force: a subscription's, or the platform's default; null when neither. */
  plan: hostingPlanSchema.nullable(),
  subscription: hostingSubscriptionSchema.nullable(),
  is_default: z.boolean(),
  /** The plan a host is left with when a subscription ends; null when the platform gives none. */
  default_plan_key: z.string().nullable(),
});

export const hostingPlanListSchema = z.object({ results: z.array(hostingPlanSchema) });

/** POST /api/stripe/subscriptions/host (spec 001 §7). */
export const hostSubscriptionBodySchema = z.object({ priceId: z.string().min(1).max(255), paymentMethodId: z.string().min(1).max(255) });

/** POST /api/stripe/usage: minutes of live time used past the plan's duration. */
export const usageBodySchema = z.object({ usage: z.number().int().min(1).max(100_000), activity_id: z.string().uuid().optional() });

export const usageReportSchema = z.object({
  subscription_id: z.string(),
  total_minutes: z.number().int(),
  overtime_cents: z.number().int(),
  records: z.array(z.object({ minutes: z.number().int(), recorded_on: z.string() })),
});

/** POST /api/hosting/checkout: a host buys a paid hosting plan on the card provider's hosted page. */
export const hostingCheckoutBodySchema = z.object({ plan_key: z.string().min(1).max(64) });

export type HostingCheckoutBody = z.infer<typeof hostingCheckoutBodySchema>;

export const hostingCheckoutCreatedSchema = z.object({ session_id: z.string(), url: z.string() });

/** GET /api/hosting/checkout/{sessionId}: where the buyer's hosting checkout stands once the provider sends them back. */
export const hostingCheckoutSchema = z.object({
  status: z.enum(HOSTING_CHECKOUT_STATUSES),
  /** The hosting subscription the paid checkout started (or, for a duplicate, the one kept); null until then. */
  subscription: hostingSubscriptionSchema.nullable(),
});

export type HostingCheckout = z.infer<typeof hostingCheckoutSchema>;

export const hostingInvoiceSchema = z.object({
  id: z.string(),
  /** When the provider made the invoice (ISO 8601). */
  created: z.string(),
  /** The hosting plan billed; the web app shows its translated name. */
  plan_key: z.string(),
  /** Cents: what was paid, or for an unpaid invoice what is asked. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(HOSTING_INVOICE_STATUSES),
  /** The provider's page for this invoice (Stripe's hosted invoice page); null when the provider has none. */
  receipt_url: z.string().nullable(),
});

export type HostingInvoice = z.infer<typeof hostingInvoiceSchema>;

export const hostingInvoicePageSchema = pagedSchema(hostingInvoiceSchema);

export type HostingInvoicePage = z.infer<typeof hostingInvoicePageSchema>;

/** GET /api/hosting/invoices: the signed-in host's own, newest first; admins name a host with user_id. */
export const hostingInvoicesQuerySchema = pageQuerySchema.extend({ user_id: z.string().uuid().optional() });

export type HostingInvoicesQuery = z.infer<typeof hostingInvoicesQuerySchema>;
