import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The home page's promotion carousel, managed by admins. */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imageKey: text('image_key').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('banners_position_idx').on(table.position, table.createdAt)],
);
