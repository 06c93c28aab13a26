import type { HostingCheckoutStatus } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/** A host's subscription to a hosting plan (the platform's fee, not a channel's plan). */
export const hostingSubscriptions = pgTable(
  'hosting_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planKey: text('plan_key').notNull(),
    status: text('status').$type<'trialing' | 'active' | 'canceled'>().notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hosting_subscriptions_provider_idx').on(table.provider, table.providerRef),
    uniqueIndex('hosting_subscriptions_one_live_idx')
      .on(table.userId)
      .where(sql`${table.status} IN ('trialing', 'active')`),
  ],
);

/**
 * A host's hosted checkout of a hosting plan: its id is the provider session's client reference (and the create
 * call's idempotency key); the buyer's return turns a paid one into a hosting subscription, once.
 */
export const hostingCheckouts = pgTable(
  'hosting_checkouts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planKey: text('plan_key').notNull(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    status: text('status').$type<HostingCheckoutStatus>().notNull().default('open'),
    subscriptionId: uuid('subscription_id').references(() => hostingSubscriptions.id, { onDelete: 'set null' }),
    /** A change of plan: the subscription this checkout ends once it is paid (not before, so nobody pays twice). */
    replacesSubscriptionId: uuid('replaces_subscription_id').references(() => hostingSubscriptions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('hosting_checkouts_provider_session_idx').on(table.provider, table.providerSessionId)],
);

/** The card provider's price of each hosting plan, made once per provider. */
export const hostingPrices = pgTable(
  'hosting_prices',
  {
    planKey: text('plan_key').notNull(),
    provider: text('provider').notNull(),
    priceId: text('price_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planKey, table.provider] })],
);

/** Live minutes reported past a plan's duration (spec 001 §7 POST /api/stripe/usage). */
export const hostingUsage = pgTable(
  'hosting_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => hostingSubscriptions.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    activityId: uuid('activity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hosting_usage_subscription_idx').on(table.subscriptionId, table.createdAt)],
);
