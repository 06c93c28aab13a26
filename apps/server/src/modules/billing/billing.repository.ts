import { and, eq } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { paymentEvents } from './billing.table.js';

export function createBillingRepository(db: Database) {
  return {
    /** True when the event is new: a redelivered event id inserts nothing. */
    async recordEvent(provider: string, event: { id: string; type: string; objectId: string }): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ provider, eventId: event.id, type: event.type, objectId: event.objectId })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length > 0;
    },

    async findEvent(provider: string, eventId: string) {
      const [row] = await db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
      return row;
    },

    async markEventProcessed(provider: string, eventId: string, at: Date): Promise<void> {
      await db
        .update(paymentEvents)
        .set({ processedAt: at })
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
