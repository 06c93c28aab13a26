import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The sandbox card provider's own records: what a real provider keeps on its side. The application's tables never
 * point here; it learns about these only through the CardPaymentProvider interface, as it would from Stripe.
 */

export const sandboxPrices = pgTable('sandbox_prices', {
  id: text('id').primaryKey(),
  productName: text('product_name').notNull(),
  unitAmount: integer('unit_amount').notNull(),
  currency: text('currency').notNull(),
  /** Null for a one-time price. */
  intervalCount: integer('interval_count'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  priceId: text('price_id').notNull(),
  mode: text('mode').$type<'subscription' | 'payment'>().notNull(),
  trialDays: integer('trial_days').notNull(),
  customerEmail: text('customer_email').notNull(),
  clientReferenceId: text('client_reference_id').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** A coupon on the first payment: percent off and the name the page shows; null without one. */
  percentOff: integer('percent_off'),
  discountName: text('discount_name'),
  status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
  subscriptionId: text('subscription_id'),
  paymentIntentId: text('payment_intent_id'),
  amountTotal: integer('amount_total'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  /** The caller's key of a subscription started directly; null for one a checkout session started. */
  idempotencyKey: text('idempotency_key').unique(),
  priceId: text('price_id').notNull(),
  /** 'unpaid': a renewal charge failed; the sandbox, like Stripe set to make no retries, stops there. */
  status: text('status').$type<'trialing' | 'active' | 'unpaid' | 'canceled'>().notNull(),
  /** The test card number or payment method the subscription charges at each renewal. */
  card: text('card'),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  latestInvoiceId: text('latest_invoice_id'),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxInvoices = pgTable('sandbox_invoices', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id'),
  amountPaid: integer('amount_paid').notNull(),
  /** The period's price less any coupon: equal to amount_paid once paid, and what a refused renewal asked for. */
  amountDue: integer('amount_due').notNull(),
  currency: text('currency').notNull(),
  /** 'open': a renewal whose charge the card refused, left unpaid. */
  status: text('status').$type<'paid' | 'open'>().notNull().default('paid'),
  paymentIntentId: text('payment_intent_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  paymentIntentId: text('payment_intent_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
