import type { InvoiceStatus } from '@platform/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { createInvoiceLedger, invoices, type LedgerInvoiceRow, type NewLedgerInvoice } from '../billing/index.js';
import { refundRequests, type SubscriptionSource } from './subscriptions.table.js';

const PRODUCT = 'channel-plan';

/** A channel plan's invoice: the ledger's row of the product `channel-plan`, whose facts the ledger's CHECK makes present. */
export type InvoiceRow = LedgerInvoiceRow & {
  product: typeof PRODUCT;
  status: InvoiceStatus;
  source: SubscriptionSource;
  subscriptionId: string;
  planId: string;
  workspaceId: string;
  planName: string;
};

/** A payment of a channel plan, as the card, phone-bill and renewal paths record it. */
export type NewInvoice = Pick<
  NewLedgerInvoice,
  'userId' | 'amountPaid' | 'currency' | 'source' | 'providerRef' | 'paymentRef' | 'createdAt'
> &
  Pick<InvoiceRow, 'subscriptionId' | 'planId' | 'workspaceId' | 'planName'>;

/** The ledger's rows that are channel plans' payments: every read of them here is narrowed to these. */
export const isChannelPlanInvoice = eq(invoices.product, PRODUCT);

/** Only the channel plans' rows of the ledger are read here, so these are theirs (see InvoiceRow). */
export const asChannelInvoice = (row: LedgerInvoiceRow) => row as InvoiceRow;

/** The channel plans' invoices in the billing core's ledger: each payment recorded once, and the buyer's list. */
export function createInvoicesRepository(db: Database) {
  const ledger = createInvoiceLedger(db);

  return {
    async invoicesOfSubscriptions(subscriptionIds: string[]) {
      if (subscriptionIds.length === 0) return [];
      const rows = await db
        .select({ invoice: invoices, refundStatus: refundRequests.status })
        .from(invoices)
        .leftJoin(refundRequests, eq(refundRequests.invoiceId, invoices.id))
        .where(and(isChannelPlanInvoice, inArray(invoices.subscriptionId, subscriptionIds)))
        .orderBy(desc(invoices.createdAt));
      return rows.map(({ invoice, refundStatus }) => ({ invoice: asChannelInvoice(invoice), refundStatus }));
    },

    /** Records a payment once: the same provider invoice reported again changes nothing. The new invoice's id, or null. */
    insertInvoiceOnce: (values: NewInvoice): Promise<string | null> => ledger.record({ ...values, product: PRODUCT }),

    /** A channel plan's invoice; undefined for an unknown id or another product's. */
    async findInvoice(id: string): Promise<InvoiceRow | undefined> {
      const row = await ledger.find(PRODUCT, id);
      return row && asChannelInvoice(row);
    },
  };
}
