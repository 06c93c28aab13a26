import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/** Sessions belong to the users module (a password change ends them); kept here too for the auth module's readers. */
export { sessions } from '../users/users.table.js';

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the email is sent: the code is made by the mail job, so it is never stored in a job payload. */
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/** Every successful login: the achievements count consecutive Hong Kong days from these, not from a counter. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loggedInAt: timestamp('logged_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_events_user_idx').on(table.userId, table.loggedInAt)],
);
