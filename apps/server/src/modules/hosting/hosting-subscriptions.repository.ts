import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { hostingSubscriptions } from './hosting.table.js';

export type HostingSubscriptionRow = typeof hostingSubscriptions.$inferSelect;

/** A host's hosting subscriptions: the live one, recording one once, and its end. */
export function createHostingSubscriptionsRepository(db: Database) {
  return {
    async liveOf(userId: string): Promise<HostingSubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(hostingSubscriptions)
        .where(and(eq(hostingSubscriptions.userId, userId), inArray(hostingSubscriptions.status, ['trialing', 'active'])));
      return row;
    },

    async findByProviderRef(provider: string, providerRef: string): Promise<HostingSubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(hostingSubscriptions)
        .where(and(eq(hostingSubscriptions.provider, provider), eq(hostingSubscriptions.providerRef, providerRef)));
      return row;
    },

    /** Ends a live subscription; false when it had already ended (a second cancel, a replaced plan). */
    async cancel(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(hostingSubscriptions)
        .set({ status: 'canceled', canceledAt: at })
        .where(and(eq(hostingSubscriptions.id, id), inArray(hostingSubscriptions.status, ['trialing', 'active'])))
        .returning({ id: hostingSubscriptions.id });
      return rows.length > 0;
    },

    /** The provider's word on a renewal or an end; an ended subscription is never brought back to life. */
    async syncFromProvider(id: string, values: Pick<HostingSubscriptionRow, 'status' | 'currentPeriodEnd' | 'canceledAt'>): Promise<void> {
      await db
        .update(hostingSubscriptions)
        .set(values)
        .where(and(eq(hostingSubscriptions.id, id), sql`${hostingSubscriptions.status} <> 'canceled'`));
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)`.mapWith(Number) })
        .from(hostingSubscriptions)
        .where(eq(hostingSubscriptions.userId, userId));
      return row?.value ?? 0;
    },

    async find(id: string): Promise<HostingSubscriptionRow | undefined> {
      const [row] = await db.select().from(hostingSubscriptions).where(eq(hostingSubscriptions.id, id));
      return row;
    },

    async insert(values: typeof hostingSubscriptions.$inferInsert): Promise<HostingSubscriptionRow> {
      const [row] = await db
        .insert(hostingSubscriptions)
        .values(values)
        .onConflictDoNothing({ target: [hostingSubscriptions.provider, hostingSubscriptions.providerRef] })
        .returning();
      if (row) return row;
      const [existing] = await db
        .select()
        .from(hostingSubscriptions)
        .where(and(eq(hostingSubscriptions.provider, values.provider), eq(hostingSubscriptions.providerRef, values.providerRef)));
      return existing!;
    },
  };
}
