import { ACHIEVEMENT_IDS, REWARD_KINDS, type AchievementId, type RewardKind } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../infra/db/check.js';
import { checkoutSessions, redeemCodes } from '../subscriptions/subscriptions.table.js';
import { users } from '../users/users.table.js';

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
