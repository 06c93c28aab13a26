import type { HostingInvoiceStatus } from '@platform/shared';
import type { ProviderInvoice } from '../../infra/payments/card-provider.js';
import { INVOICE_STATUS_PROGRESS } from '../billing/index.js';

/**
 * The order a hosting invoice's status moves in, the ledger's. A provider re-read can be older than one already
 * written (two events processed at once), so a recorded status is only ever replaced by a later one: paid never goes
 * back to failed.
 */
export const HOSTING_INVOICE_PROGRESS = INVOICE_STATUS_PROGRESS satisfies readonly HostingInvoiceStatus[];

/**
 * How a provider's invoice reads on the host's list: an open invoice whose charge was tried had it refused, as had one
 * the provider gave up on (uncollectible). Null for one not to list: a draft, or one voided before it was paid.
 */
export function hostingInvoiceStatusOf(invoice: Pick<ProviderInvoice, 'status' | 'attempted'>): HostingInvoiceStatus | null {
  switch (invoice.status) {
    case 'paid':
      return 'paid';
    case 'open':
      return invoice.attempted ? 'failed' : 'open';
    case 'uncollectible':
      return 'failed';
    case 'draft':
    case 'void':
      return null;
  }
}

/** Cents: what was paid, or while unpaid what the invoice asks for. */
export function hostingInvoiceAmountOf(invoice: Pick<ProviderInvoice, 'status' | 'amountPaid' | 'amountDue'>): number {
  return invoice.status === 'paid' ? invoice.amountPaid : invoice.amountDue;
}
