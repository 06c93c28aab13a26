import type { RefundRequestStatus } from '@platform/shared';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../database/database.js';
import { users } from '../../users/index.js';
import { workspaces } from '../../workspaces/index.js';
import { asChannelInvoice, type InvoiceRow } from '../invoices.repository.js';
import { createInvoiceLedger } from '../../billing/index.js';
import { invoices, refundRequests, subscriptions } from '../subscriptions.table.js';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

const buyer = alias(users, 'buyer');

export interface DetailedRefundRequest {
  request: RefundRequestRow;
  invoice: InvoiceRow;
  workspace: { id: string; name: string };
  user: { id: string; email: string; displayName: string };
}

/** A refund is only ever asked of a channel plan's payment (refunds.service finds it as one). */
const asDetailed = <Row extends { invoice: typeof invoices.$inferSelect }>(row: Row) => ({
  ...row,
  invoice: asChannelInvoice(row.invoice),
});

export function createRefundsRepository(db: Database) {
  const ledger = createInvoiceLedger(db);

  /** A request with the payment, channel and buyer it concerns, as the admin's queue shows it. */
  function detailed(where: SQL | undefined) {
    return db
      .select({
        request: refundRequests,
        invoice: invoices,
        workspace: { id: workspaces.id, name: workspaces.name },
        user: { id: buyer.id, email: buyer.email, displayName: buyer.displayName },
      })
      .from(refundRequests)
      .innerJoin(invoices, eq(invoices.id, refundRequests.invoiceId))
      .innerJoin(workspaces, eq(workspaces.id, invoices.workspaceId))
      .innerJoin(buyer, eq(buyer.id, refundRequests.userId))
      .where(where)
      .$dynamic();
  }

  return {
    /** Null when the invoice already has a request: one per payment. */
    async insert(values: { invoiceId: string; userId: string; reason: string | null }): Promise<RefundRequestRow | null> {
      const [row] = await db.insert(refundRequests).values(values).onConflictDoNothing({ target: refundRequests.invoiceId }).returning();
      return row ?? null;
    },

    async find(id: string): Promise<RefundRequestRow | undefined> {
      const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
      return row;
    },

    async lock(id: string): Promise<RefundRequestRow | undefined> {
      const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update');
      return row;
    },

    async decide(id: string, patch: { status: RefundRequestStatus; decidedBy: string; decidedAt: Date; providerRefundId?: string | null }) {
      await db.update(refundRequests).set(patch).where(eq(refundRequests.id, id));
    },

    /** Marks the payment refunded and ends the access it bought. */
    async markRefunded(invoiceId: string, subscriptionId: string, at: Date): Promise<void> {
      await ledger.moveStatus(invoiceId, 'refunded');
      await db
        .update(subscriptions)
        .set({ status: 'refunded', canceledAt: at, currentPeriodEnd: null, accessUntil: null })
        .where(eq(subscriptions.id, subscriptionId));
    },

    async page(
      status: RefundRequestStatus | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: DetailedRefundRequest[]; total: number }> {
      const where = status ? eq(refundRequests.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        detailed(where).orderBy(desc(refundRequests.createdAt)).limit(limit).offset(offset),
        db.select({ value: count() }).from(refundRequests).where(where),
      ]);
      return { rows: rows.map(asDetailed), total: total?.value ?? 0 };
    },

    async findDetailed(id: string): Promise<DetailedRefundRequest | undefined> {
      const [row] = await detailed(eq(refundRequests.id, id));
      return row && asDetailed(row);
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
