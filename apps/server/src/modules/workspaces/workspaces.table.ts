import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    language: text('language').notNull().default('yue-Hant-HK'),
    publish: boolean('publish').notNull().default(false),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('workspaces_language_check', sql`${table.language} in ('en-US', 'ja-JP', 'yue-Hant-HK', 'zh-CN')`),
    index('workspaces_host_idx').on(table.hostUserId),
  ],
);

/** Who belongs to a channel and as what; the host is a member too. */
export const workspaceUsers = pgTable(
  'workspace_users',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_users_user_idx').on(table.userId),
    check('workspace_users_role_check', sql`${table.role} in ('host', 'viewer')`),
  ],
);
