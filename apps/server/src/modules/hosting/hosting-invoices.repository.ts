import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { HOSTING_INVOICE_PROGRESS } from './hosting-invoices.js';
import { hostingInvoices } from './hosting.table.js';

export type HostingInvoiceRow = typeof hostingInvoices.$inferSelect;

/** A status's place in HOSTING_INVOICE_PROGRESS, in SQL (the values are the shared constants, never user input). */
const progressOf = (status: string) =>
  sql.raw(`array_position(ARRAY[${HOSTING_INVOICE_PROGRESS.map((value) => `'${value}'`).join(', ')}]::text[], ${status})`);

/** The hosting fee's invoices: one row per provider invoice, its receipt claimed once, and the host's list. */
export function createHostingInvoicesRepository(db: Database) {
  return {
    /**
     * One row per provider invoice: a first report inserts it, a later one updates it only when its status is not
     * behind the recorded one, so a stale re-read never turns a paid invoice back into a failed one.
     */
    async saveInvoice(values: typeof hostingInvoices.$inferInsert): Promise<void> {
      await db
        .insert(hostingInvoices)
        .values(values)
        .onConflictDoUpdate({
          target: [hostingInvoices.provider, hostingInvoices.providerRef],
          set: {
            status: sql.raw('excluded.status'),
            amount: sql.raw('excluded.amount'),
            receiptUrl: sql.raw('coalesce(excluded.receipt_url, hosting_invoices.receipt_url)'),
            subscriptionId: sql.raw('coalesce(excluded.subscription_id, hosting_invoices.subscription_id)'),
          },
          setWhere: sql`${progressOf('hosting_invoices.status')} <= ${progressOf('excluded.status')}`,
        });
    },

    /**
     * Marks a paid invoice's receipt as queued and gives its id, or null when there is nothing to send: not paid, no
     * money taken, or already queued. One update, so two reports of one payment racing here queue one receipt.
     */
    async claimReceipt(provider: string, providerRef: string, at: Date): Promise<string | null> {
      const [row] = await db
        .update(hostingInvoices)
        .set({ receiptQueuedAt: at })
        .where(
          and(
            eq(hostingInvoices.provider, provider),
            eq(hostingInvoices.providerRef, providerRef),
            eq(hostingInvoices.status, 'paid'),
            sql`${hostingInvoices.amount} > 0`,
            isNull(hostingInvoices.receiptQueuedAt),
          ),
        )
        .returning({ id: hostingInvoices.id });
      return row?.id ?? null;
    },

    async findInvoice(id: string): Promise<HostingInvoiceRow | undefined> {
      const [row] = await db.select().from(hostingInvoices).where(eq(hostingInvoices.id, id));
      return row;
    },

    /** A host's hosting invoices, newest first. */
    async invoicesOf(userId: string, limit: number, offset: number): Promise<{ rows: HostingInvoiceRow[]; total: number }> {
      const where = eq(hostingInvoices.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(hostingInvoices)
          .where(where)
          // The index is DESC NULLS LAST; plain desc() would not use it (ARCHITECTURE §4).
          .orderBy(sql`${hostingInvoices.createdAt} desc nulls last`, sql`${hostingInvoices.id} desc nulls last`)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(hostingInvoices).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
