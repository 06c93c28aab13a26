import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.js';
import { checkoutSessions } from '../subscriptions.table.js';

/** Platform discount coupons a user was given (an achievement's reward); shown on the MY_COUPON tab. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    percentOff: integer('percent_off').notNull(),
    /** Why it was given, e.g. achievement:TOTAL_PAID. */
    source: text('source').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The card checkout the coupon was last put on: it holds the coupon while open (an older one is closed at the
     * provider first, so one coupon pays at most one checkout), and spends it when its payment completes.
     */
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    /** Set once, when the payment of that checkout completes. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupons_user_idx').on(table.userId, table.createdAt),
    index('coupons_checkout_idx').on(table.checkoutSessionId),
    check('coupons_percent_check', sql`${table.percentOff} > 0 AND ${table.percentOff} <= 100`),
  ],
);
