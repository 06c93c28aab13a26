import { OUTBOX_CHANNELS, type OutboxChannel } from '@platform/shared';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../database/check.js';

/** Email and SMS kept instead of sent when no SMTP server is configured; admins read them. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('outbox_channel_check', isOneOf(table.channel, OUTBOX_CHANNELS)),
    index('outbox_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);
