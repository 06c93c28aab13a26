import {
  CHECKOUT_MODES,
  CHECKOUT_SESSION_STATUSES,
  REFUND_REQUEST_STATUSES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TYPES,
  type CheckoutMode,
  type RefundRequestStatus,
  type SubscriptionStatus,
  type SubscriptionType,
} from '@platform/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../database/check.js';
import { invoices, PAYMENT_SOURCES } from '../billing/billing.table.js';
import { plans } from './plans/plans.table.js';
import { users } from '../users/users.table.js';
import { workspaces } from '../workspaces/workspaces.table.js';

/** Where a subscription came from: a card provider, the carrier's bill, or a redeem code (as its payments do). */
export const SUBSCRIPTION_SOURCES = PAYMENT_SOURCES;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** Spec §3 Subscription: a user's purchase of a plan. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    type: text('type').$type<SubscriptionType>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    source: text('source').$type<SubscriptionSource>().notNull(),
    /** The provider's subscription id (recurring card plans), or its checkout session id (one-time payments). */
    providerRef: text('provider_ref'),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Set where nobody renews it for us (redeem codes, carrier bills): access ends then. */
    accessUntil: timestamp('access_until', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The carrier-billed phone (DCB). */
    phoneNumber: text('phone_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_status_check', isOneOf(table.status, SUBSCRIPTION_STATUSES)),
    check('subscriptions_type_check', isOneOf(table.type, SUBSCRIPTION_TYPES)),
    check('subscriptions_source_check', isOneOf(table.source, SUBSCRIPTION_SOURCES)),
    uniqueIndex('subscriptions_provider_ref_idx').on(table.source, table.providerRef),
    // No double charge: one live subscription per person and plan, whatever path tries to add another.
    uniqueIndex('subscriptions_one_live_idx')
      .on(table.userId, table.planId)
      .where(sql`${table.status} IN ('trialing', 'active')`),
    index('subscriptions_user_idx').on(table.userId, table.createdAt.desc()),
    index('subscriptions_plan_idx').on(table.planId, table.status),
    index('subscriptions_workspace_idx').on(table.workspaceId, table.status),
  ],
);

/**
 * A payment (or a trial's zero first invoice): what earnings and refunds are made of. Kept in the billing core's
 * ledger with the hosting plans' invoices, as the product `channel-plan`.
 */
export { invoices };

/** A checkout a buyer started: ties the provider's session to the buyer and the plan. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<CheckoutMode>().notNull(),
    provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
    providerSessionId: text('provider_session_id'),
    status: text('status').$type<(typeof CHECKOUT_SESSION_STATUSES)[number]>().notNull().default('open'),
    redirectPathname: text('redirect_pathname'),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('checkout_sessions_mode_check', isOneOf(table.mode, CHECKOUT_MODES)),
    check('checkout_sessions_status_check', isOneOf(table.status, CHECKOUT_SESSION_STATUSES)),
    uniqueIndex('checkout_sessions_provider_idx').on(table.provider, table.providerSessionId),
  ],
);

/** A buyer's request to refund one payment; an admin approves or rejects it. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<RefundRequestStatus>().notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('refund_requests_status_check', isOneOf(table.status, REFUND_REQUEST_STATUSES)),
    uniqueIndex('refund_requests_invoice_idx').on(table.invoiceId),
    index('refund_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/** Codes a channel hands out for one of its plans: single-use (max_uses 1) or multi-use, with an expiry. */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    maxUses: integer('max_uses').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('redeem_codes_code_idx').on(table.code),
    index('redeem_codes_workspace_idx').on(table.workspaceId, table.createdAt.desc()),
    check('redeem_codes_uses_check', sql`${table.usedCount} >= 0 AND ${table.usedCount} <= ${table.maxUses}`),
  ],
);

export const redemptions = pgTable(
  'redemptions',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => redeemCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.codeId, table.userId] })],
);

/** Carrier-billing verification codes: only the hash is kept; single use; they expire. */
export const carrierOtps = pgTable(
  'carrier_otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('carrier_otps_phone_idx').on(table.phoneNumber, table.createdAt.desc())],
);

export const CARRIER_CHARGE_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * Every phone-bill charge asked of the carrier, by its reference (sent as the idempotency key): a purchase's is its
 * code's id; a renewal's is made once per subscription and period. A purchase whose answer was lost stays pending
 * until the reconciliation job asks the carrier how it ended; a renewal is retried by the renewal job itself.
 */
export const carrierCharges = pgTable(
  'carrier_charges',
  {
    reference: uuid('reference').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    /** HKD cents asked for: what the invoice records, whatever the plan's price is by the time the charge settles. */
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<(typeof CARRIER_CHARGE_STATUSES)[number]>().notNull().default('pending'),
    chargeId: text('charge_id'),
    /** A renewal's subscription, and the end of the period it pays from; both null for a purchase. */
    renewsSubscriptionId: uuid('renews_subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    renewsFrom: timestamp('renews_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('carrier_charges_status_check', isOneOf(table.status, CARRIER_CHARGE_STATUSES)),
    // One charge per subscription and period, however often the renewal job retries it.
    uniqueIndex('carrier_charges_renewal_idx').on(table.renewsSubscriptionId, table.renewsFrom),
    index('carrier_charges_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
