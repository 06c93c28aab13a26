import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { INVOICE_STATUS_PROGRESS, invoices, type InvoiceProduct, type LedgerInvoiceStatus, type PaymentSource } from './billing.table.js';

export type LedgerInvoiceRow = typeof invoices.$inferSelect;
export type NewLedgerInvoice = typeof invoices.$inferInsert & { product: InvoiceProduct };

/** What a later report of a recorded invoice may change: its status (forward only) and what came with it. */
export interface InvoiceReport {
  status: LedgerInvoiceStatus;
  amountPaid: number;
  receiptUrl?: string | null;
  hostingSubscriptionId?: string | null;
}

/** A status's place in INVOICE_STATUS_PROGRESS, in SQL (the values are the constants, never user input). */
const progressOf = (status: SQL | string) =>
  sql`array_position(${sql.raw(`ARRAY[${INVOICE_STATUS_PROGRESS.map((value) => `'${value}'`).join(', ')}]::text[]`)}, ${status})`;

/**
 * The invoice ledger every product records its payments in (`invoices`, owned by billing): each provider payment
 * recorded once, its status moved forward only, a receipt claimed once, and the reads by id and by buyer.
 */
export function createInvoiceLedger(db: Database) {
  const byProviderRef = (source: PaymentSource, providerRef: string) =>
    and(eq(invoices.source, source), eq(invoices.providerRef, providerRef));

  return {
    /** Records a provider payment once: the same one reported again inserts nothing. The new invoice's id, or null. */
    async record(values: NewLedgerInvoice): Promise<string | null> {
      const [row] = await db
        .insert(invoices)
        .values(values)
        .onConflictDoNothing({ target: [invoices.source, invoices.providerRef] })
        .returning({ id: invoices.id });
      return row?.id ?? null;
    },

    /**
     * A later report of a recorded invoice: applied only when its status is not behind the recorded one (whatever
     * order the provider's events arrive in), keeping a receipt page or subscription the report does not name.
     */
    async advance(source: PaymentSource, providerRef: string, report: InvoiceReport): Promise<void> {
      await db
        .update(invoices)
        .set({
          status: report.status,
          amountPaid: report.amountPaid,
          receiptUrl: sql`coalesce(${report.receiptUrl ?? null}, ${invoices.receiptUrl})`,
          hostingSubscriptionId: sql`coalesce(${report.hostingSubscriptionId ?? null}::uuid, ${invoices.hostingSubscriptionId})`,
        })
        .where(and(byProviderRef(source, providerRef), sql`${progressOf(sql`${invoices.status}`)} <= ${progressOf(report.status)}`));
    },

    /** Moves one invoice to a later status (a refund); a status behind the recorded one changes nothing. */
    async moveStatus(id: string, status: LedgerInvoiceStatus): Promise<void> {
      await db
        .update(invoices)
        .set({ status })
        .where(and(eq(invoices.id, id), sql`${progressOf(sql`${invoices.status}`)} <= ${progressOf(status)}`));
    },

    /**
     * Marks a paid invoice's receipt as queued and gives its id, or null when there is nothing to send: not paid, no
     * money taken, or already queued. One update, so two reports of one payment racing here queue one receipt.
     */
    async claimReceipt(source: PaymentSource, providerRef: string, at: Date): Promise<string | null> {
      const [row] = await db
        .update(invoices)
        .set({ receiptQueuedAt: at })
        .where(
          and(
            byProviderRef(source, providerRef),
            eq(invoices.status, 'paid'),
            sql`${invoices.amountPaid} > 0`,
            isNull(invoices.receiptQueuedAt),
          ),
        )
        .returning({ id: invoices.id });
      return row?.id ?? null;
    },

    /** One invoice of this product; undefined for another product's, so an id never crosses from one to the other. */
    async find(product: InvoiceProduct, id: string): Promise<LedgerInvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.product, product)));
      return row;
    },

    /** A buyer's invoices of this product, newest first, a page at a time. */
    async pageOf(
      product: InvoiceProduct,
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: LedgerInvoiceRow[]; total: number }> {
      const where = and(eq(invoices.userId, userId), eq(invoices.product, product));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(invoices)
          .where(where)
          // The index is DESC NULLS LAST; plain desc() would not use it (ARCHITECTURE §4).
          .orderBy(sql`${invoices.createdAt} desc nulls last`, sql`${invoices.id} desc nulls last`)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(invoices).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type InvoiceLedger = ReturnType<typeof createInvoiceLedger>;
