import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../database/database.js';
import { checkoutSessions } from '../subscriptions.table.js';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** The checkouts buyers started: tied to the provider's session, locked while a payment is recorded, then closed. */
export function createCheckoutSessionsRepository(db: Database) {
  return {
    async insertCheckoutSession(values: typeof checkoutSessions.$inferInsert): Promise<CheckoutSessionRow> {
      const [row] = await db.insert(checkoutSessions).values(values).returning();
      return row!;
    },

    async setProviderSessionId(id: string, providerSessionId: string): Promise<void> {
      await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
    },

    async findCheckout(id: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return row;
    },

    async findCheckoutByProviderId(provider: string, providerSessionId: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.provider, provider as CheckoutSessionRow['provider']),
            eq(checkoutSessions.providerSessionId, providerSessionId),
          ),
        );
      return row;
    },

    async lockCheckout(id: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
      return row;
    },

    async completeCheckout(id: string, subscriptionId: string, at: Date): Promise<void> {
      await db.update(checkoutSessions).set({ status: 'complete', subscriptionId, completedAt: at }).where(eq(checkoutSessions.id, id));
    },

    async expireCheckout(id: string): Promise<void> {
      await db
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
    },
  };
}
