import type { HostingCheckoutStatus } from '@platform/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { hostingCheckouts } from './hosting.table.js';

export type HostingCheckoutRow = typeof hostingCheckouts.$inferSelect;

/** The hosted checkouts of hosting plans: opened, locked while their payment is recorded, then closed once. */
export function createHostingCheckoutsRepository(db: Database) {
  return {
    async insertCheckout(values: typeof hostingCheckouts.$inferInsert): Promise<HostingCheckoutRow> {
      const [row] = await db.insert(hostingCheckouts).values(values).returning();
      return row!;
    },

    async findCheckout(provider: string, providerSessionId: string): Promise<HostingCheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(hostingCheckouts)
        .where(and(eq(hostingCheckouts.provider, provider), eq(hostingCheckouts.providerSessionId, providerSessionId)));
      return row;
    },

    /** Inside a unit of work: holds the checkout until it commits, so two returns of one buyer record it once. */
    async lockCheckout(id: string): Promise<HostingCheckoutRow | undefined> {
      const [row] = await db.select().from(hostingCheckouts).where(eq(hostingCheckouts.id, id)).for('update');
      return row;
    },

    async closeCheckout(id: string, status: Exclude<HostingCheckoutStatus, 'open'>, subscriptionId: string | null): Promise<void> {
      await db.update(hostingCheckouts).set({ status, subscriptionId }).where(eq(hostingCheckouts.id, id));
    },
  };
}
