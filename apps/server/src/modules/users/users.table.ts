import { USER_ROLES, type UserRole } from '@platform/shared';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../database/check.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased, so the plain unique index is case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('viewer'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    referralCode: text('referral_code').notNull().unique(),
    usedReferralCode: text('used_referral_code'),
    referredByUserId: uuid('referred_by_user_id'),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_role_check', isOneOf(table.role, USER_ROLES)), index('users_referred_by_idx').on(table.referredByUserId)],
);

export type UserRow = typeof users.$inferSelect;

/** Server-side sessions: the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
