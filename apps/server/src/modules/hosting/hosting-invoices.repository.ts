import type { HostingInvoiceStatus } from '@platform/shared';
import type { Database } from '../../database/database.js';
import { createInvoiceLedger, type LedgerInvoiceRow, type PaymentSource } from '../billing/index.js';

/** A hosting-fee invoice as the host's list and receipt read it: the ledger's row of the product `hosting-plan`. */
export interface HostingInvoiceRow {
  id: string;
  userId: string;
  /** Null for a second plan bought by mistake and refunded at once: it never became a subscription here. */
  subscriptionId: string | null;
  planKey: string;
  /** Cents: paid, or asked for while unpaid. */
  amount: number;
  currency: string;
  status: HostingInvoiceStatus;
  /** The card provider's name ('sandbox' or 'stripe'): the ledger's source of the payment. */
  provider: string;
  /** The provider's invoice id. */
  providerRef: string;
  /** The provider's page for the invoice (Stripe's hosted invoice page); null when it has none. */
  receiptUrl: string | null;
  /** When the provider made the invoice. */
  createdAt: Date;
  receiptQueuedAt: Date | null;
}

export type NewHostingInvoice = Omit<HostingInvoiceRow, 'id' | 'receiptQueuedAt'>;

const PRODUCT = 'hosting-plan';

/** Hosting plans are paid by card only, so the provider's name is the payment's source in the ledger. */
const sourceOf = (provider: string) => provider as PaymentSource;

function toHostingInvoice(row: LedgerInvoiceRow): HostingInvoiceRow {
  return {
    id: row.id,
    userId: row.userId,
    subscriptionId: row.hostingSubscriptionId,
    // The ledger's CHECK holds every hosting-plan row to a plan key.
    planKey: row.planKey!,
    amount: row.amountPaid,
    currency: row.currency,
    status: row.status,
    provider: row.source,
    providerRef: row.providerRef,
    receiptUrl: row.receiptUrl,
    createdAt: row.createdAt,
    receiptQueuedAt: row.receiptQueuedAt,
  };
}

/** The hosting fee's invoices in the billing core's ledger: one per provider invoice, its receipt once, the host's list. */
export function createHostingInvoicesRepository(db: Database) {
  const ledger = createInvoiceLedger(db);

  return {
    /**
     * One row per provider invoice: a first report records it, a later one updates it only when its status is not
     * behind the recorded one, so a stale re-read never turns a paid invoice back into a failed one.
     */
    async saveInvoice(values: NewHostingInvoice): Promise<void> {
      const { subscriptionId, amount, provider, ...facts } = values;
      const recorded = await ledger.record({
        ...facts,
        product: PRODUCT,
        hostingSubscriptionId: subscriptionId,
        amountPaid: amount,
        source: sourceOf(provider),
      });
      if (recorded) return;
      await ledger.advance(sourceOf(provider), values.providerRef, {
        status: values.status,
        amountPaid: amount,
        receiptUrl: values.receiptUrl,
        hostingSubscriptionId: subscriptionId,
      });
    },

    /** The receipt of a paid hosting invoice, claimed once: its id, or null when there is nothing (more) to send. */
    claimReceipt: (provider: string, providerRef: string, at: Date) => ledger.claimReceipt(sourceOf(provider), providerRef, at),

    async findInvoice(id: string): Promise<HostingInvoiceRow | undefined> {
      const row = await ledger.find(PRODUCT, id);
      return row && toHostingInvoice(row);
    },

    /** A host's hosting invoices, newest first. */
    async invoicesOf(userId: string, limit: number, offset: number): Promise<{ rows: HostingInvoiceRow[]; total: number }> {
      const { rows, total } = await ledger.pageOf(PRODUCT, userId, limit, offset);
      return { rows: rows.map(toHostingInvoice), total };
    },
  };
}
