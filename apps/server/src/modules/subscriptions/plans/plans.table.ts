import { PLAN_TYPES, type PlanType } from '@platform/shared';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { isOneOf } from '../../../database/check.js';
import { workspaces } from '../../workspaces/workspaces.table.js';

/** Spec §3 Plan: what a channel sells, recurring or once. Amounts are integer cents. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull(),
    type: text('type').$type<PlanType>().notNull(),
    intervalCount: integer('interval_count').notNull().default(1),
    currency: text('currency').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    /** HKD cents for carrier billing; null when the plan cannot be paid by phone bill. */
    dcbPrice: integer('dcb_price'),
    trialDays: integer('trial_days').notNull().default(0),
    status: boolean('status').notNull().default(true),
    /** The card provider's price id, and which provider made it (a sandbox price means nothing to Stripe). */
    providerPriceId: text('provider_price_id'),
    priceProvider: text('price_provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plans_workspace_idx').on(table.workspaceId, table.createdAt),
    check('plans_type_check', isOneOf(table.type, PLAN_TYPES)),
    check('plans_amount_check', sql`${table.unitAmount} >= 0 AND (${table.dcbPrice} IS NULL OR ${table.dcbPrice} >= 0)`),
    check('plans_interval_check', sql`${table.intervalCount} BETWEEN 1 AND 12 AND ${table.trialDays} BETWEEN 0 AND 30`),
  ],
);
