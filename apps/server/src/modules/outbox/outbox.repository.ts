import { count, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { outboxMessages } from './outbox.table.js';

export function createOutboxRepository(db: Database) {
  return {
    async insert(message: typeof outboxMessages.$inferInsert): Promise<void> {
      await db.insert(outboxMessages).values(message);
    },
    async page(limit: number, offset: number) {
      // The index is DESC NULLS LAST; plain desc() would not use it (ARCHITECTURE §4).
      const rows = await db
        .select()
        .from(outboxMessages)
        .orderBy(sql`${outboxMessages.createdAt} desc nulls last`, sql`${outboxMessages.id} desc nulls last`)
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(outboxMessages);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
