import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.js';
import { redeemCodes } from '../subscriptions.table.js';

/**
 * Redeem codes the platform gave as a reward (an achievement's), bound to the account that earned it: only that account
 * may redeem one, and only while what earned it still holds (a refund can take a money achievement below its target).
 * A host's codes have no row here: anyone holding them may redeem them.
 */
export const rewardCodes = pgTable(
  'reward_codes',
  {
    redeemCodeId: uuid('redeem_code_id')
      .primaryKey()
      .references(() => redeemCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Why it was given, as a coupon's source: achievement:REFERRAL_PAID_TOTAL. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reward_codes_user_idx').on(table.userId)],
);
