import { ACHIEVEMENT_IDS, REWARD_KINDS, type AchievementId, type RewardKind } from '@platform/shared';
import { check, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../database/check.js';
import { coupons } from '../subscriptions/coupons/coupons.table.js';
import { rewardCodes } from '../subscriptions/redeem/reward-codes.table.js';
import { redeemCodes } from '../subscriptions/subscriptions.table.js';
import { users } from '../users/users.table.js';

/** Coupons and reward codes are kept by the billing core (subscriptions); named here too for this module's readers. */
export { coupons, rewardCodes };

/** One reward per user and achievement: the primary key refuses a second redemption, even two at once. */
export const achievementRedemptions = pgTable(
  'achievement_redemptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').$type<AchievementId>().notNull(),
    reward: text('reward').$type<RewardKind>().notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    redeemCodeId: uuid('redeem_code_id').references(() => redeemCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.achievementId] }),
    check('achievement_redemptions_achievement_check', isOneOf(table.achievementId, ACHIEVEMENT_IDS)),
    check('achievement_redemptions_reward_check', isOneOf(table.reward, REWARD_KINDS)),
  ],
);

/** Sign-ups to a phone-verification event: once per user, and one phone number joins once. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: text('event_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    uniqueIndex('event_registrations_phone_idx').on(table.eventId, table.phoneNumber),
  ],
);
