import type { HostingInvoice, HostingInvoiceStatus } from '@platform/shared';

/**
 * Each status's label and outline badge colour, the keys named in full so the locale check sees them. Outline, as the
 * plan's own badge: on white the theme's shade keeps these at 4.5:1, where a light badge's tint takes teal below it.
 */
export const INVOICE_STATUS: Record<HostingInvoiceStatus, { label: string; color: string }> = {
  paid: { label: 'hosting:invoices.status.paid', color: 'teal' },
  refunded: { label: 'hosting:invoices.status.refunded', color: 'gray' },
  failed: { label: 'hosting:invoices.status.failed', color: 'red' },
  open: { label: 'hosting:invoices.status.open', color: 'indigo' },
};

/** The receipt column is shown only when the provider gives invoice pages (Stripe does; the sandbox does not). */
export function hasReceipts(invoices: Pick<HostingInvoice, 'receipt_url'>[]): boolean {
  return invoices.some((invoice) => invoice.receipt_url !== null);
}
