import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/workspaces.table.js';

/**
 * What a channel shows of its locked videos to people without access (search engines, a shared link's preview). A
 * channel without a row keeps the defaults: titles and summaries shown, media never.
 */
export const shareSettings = pgTable('share_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  lockedTitlesPublic: boolean('locked_titles_public').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
