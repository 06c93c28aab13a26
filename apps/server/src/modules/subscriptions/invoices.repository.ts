import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { invoices, refundRequests } from './subscriptions.table.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/** The channel plans' invoices: each payment recorded once, its refund, and the buyer's list. */
export function createInvoicesRepository(db: Database) {
  return {
    async invoicesOfSubscriptions(subscriptionIds: string[]) {
      if (subscriptionIds.length === 0) return [];
      return db
        .select({ invoice: invoices, refundStatus: refundRequests.status })
        .from(invoices)
        .leftJoin(refundRequests, eq(refundRequests.invoiceId, invoices.id))
        .where(inArray(invoices.subscriptionId, subscriptionIds))
        .orderBy(desc(invoices.createdAt));
    },

    /** Records a payment once: the same provider invoice reported again changes nothing. The new invoice's id, or null. */
    async insertInvoiceOnce(values: NewInvoice): Promise<string | null> {
      const [row] = await db
        .insert(invoices)
        .values(values)
        .onConflictDoNothing({ target: [invoices.source, invoices.providerRef] })
        .returning({ id: invoices.id });
      return row?.id ?? null;
    },

    async findInvoice(id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },

    async setInvoiceStatus(id: string, status: InvoiceRow['status']): Promise<void> {
      await db.update(invoices).set({ status }).where(eq(invoices.id, id));
    },
  };
}
