import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';
import { workspaces } from '../workspaces/workspaces.table.js';

/** Spec §3 Forum thread: a title and its opening text in a channel's forum; deleting it sets active false. */
export const forumThreads = pgTable(
  'forum_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Plain text; empty for threads started before threads had one, or with a title only. */
    body: text('body').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The thread's creation or its latest reply: the list shows the newest activity first. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('forum_threads_list_idx').on(table.workspaceId, table.active, table.lastActivityAt.desc(), table.id.desc())],
);

/** Spec §3 Post: a reply (sanitised HTML); hiding it sets active false. */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('forum_posts_thread_idx').on(table.threadId, table.active, table.createdAt, table.id)],
);

/** The admins' offensive-word list: one row once an admin saved it; until then the list shipped in code applies. */
export const forumWordLists = pgTable(
  'forum_word_lists',
  {
    id: integer('id').primaryKey().default(1),
    words: jsonb('words').$type<string[]>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('forum_word_lists_single_row_check', sql`${table.id} = 1`)],
);
