import { sql } from 'drizzle-orm';
import {
  CATEGORIES,
  CHAT_PLATFORMS,
  WORKSPACE_LANGUAGES,
  WORKSPACE_MEMBER_ROLES,
  type Category,
  type ChatPlatform,
  type WorkspaceLanguage,
  type WorkspaceMemberRole,
} from '@platform/shared';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../database/check.js';
import { users } from '../users/users.table.js';

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case letters and digits, so the unique index also makes it case-insensitive. */
    slug: text('slug').unique(),
    name: text('name').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    language: text('language').$type<WorkspaceLanguage>().notNull().default('yue-Hant-HK'),
    publish: boolean('publish').notNull().default(false),
    boarding: boolean('boarding').notNull().default(false),
    joinCode: text('join_code').unique(),
    upsellingFeatureEnabled: boolean('upselling_feature_enabled').notNull().default(false),
    /** Storage keys, not URLs: URLs are signed when read. */
    /** Kept in step with workspace_users by the follow and unfollow writes, so lists need no count per row. */
    followerCount: integer('follower_count').notNull().default(0),
    logoKey: text('logo_key'),
    bannerKey: text('banner_key'),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('workspaces_language_check', isOneOf(table.language, WORKSPACE_LANGUAGES)),
    // Slugs are letters and digits, join codes always carry a hyphen: no slug can ever equal a join code.
    check('workspaces_slug_format_check', sql`${table.slug} ~ '^[a-z0-9]+$'`),
    check('workspaces_join_code_format_check', sql`${table.joinCode} ~ '^[A-Z0-9]{4}-[A-Z0-9]{4}$'`),
    index('workspaces_host_idx').on(table.hostUserId),
    index('workspaces_publish_created_idx').on(table.publish, table.createdAt.desc(), table.id.desc()),
  ],
);

/** Who belongs to a channel and as what: its host, and followers as viewers. */
export const workspaceUsers = pgTable(
  'workspace_users',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<WorkspaceMemberRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_users_user_idx').on(table.userId, table.role),
    index('workspace_users_members_idx').on(table.workspaceId, table.role, table.createdAt.desc()),
    check('workspace_users_role_check', isOneOf(table.role, WORKSPACE_MEMBER_ROLES)),
  ],
);

export const keywords = pgTable(
  'keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed, so "Finance" and "finance " are one keyword. */
    keyword: text('keyword').notNull().unique(),
    category: text('category').$type<Category>(),
    /**
     * Made by the analysis from a recording's words and not yet chosen by a channel or an admin. Kept out of the
     * keyword list channels pick from, so it holds what people chose, not every word a recording found.
     */
    fromAnalysis: boolean('from_analysis').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('keywords_category_check', sql`${table.category} is null or ${isOneOf(table.category, CATEGORIES)}`),
    index('keywords_category_idx').on(table.category),
  ],
);

export const workspaceKeywords = pgTable(
  'workspace_keywords',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    keywordId: uuid('keyword_id')
      .notNull()
      .references(() => keywords.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.keywordId] }), index('workspace_keywords_keyword_idx').on(table.keywordId)],
);

export const workspaceChatPlatforms = pgTable(
  'workspace_chat_platforms',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    chatPlatformName: text('chat_platform_name').$type<ChatPlatform>().notNull(),
    invitationLink: text('invitation_link').notNull(),
    publish: boolean('publish').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.chatPlatformName] }),
    check('workspace_chat_platforms_name_check', isOneOf(table.chatPlatformName, CHAT_PLATFORMS)),
  ],
);

export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Set when the email is sent: the token is made by the mail job, so it is never stored in a job payload. */
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('workspace_invitations_workspace_idx').on(table.workspaceId), index('workspace_invitations_email_idx').on(table.email)],
);
