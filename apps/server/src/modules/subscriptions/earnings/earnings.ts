import { hongKongMonth, type EarningsReport } from '@platform/shared';
import type { InvoiceRow } from '../subscriptions.repository.js';

/**
 * Spec §9: earnings by month, paid invoices added and refunded ones subtracted. A refunded payment counts in the
 * month it was paid and is taken off again, so it nets to zero there; amounts stay integer cents.
 */
export function earningsByMonth(
  invoices: Pick<InvoiceRow, 'id' | 'planName' | 'currency' | 'status' | 'amountPaid' | 'createdAt'>[],
): EarningsReport['results'] {
  const months = new Map<string, EarningsReport['results'][number]>();
  for (const invoice of invoices) {
    // A month's earnings are those of Hong Kong's calendar month.
    const { year, month } = hongKongMonth(invoice.createdAt);
    const key = `${year}-${month}`;
    let entry = months.get(key);
    if (!entry) {
      entry = { year, month, totals: [], invoices: [] };
      months.set(key, entry);
    }
    entry.invoices.push({
      id: invoice.id,
      plan_name: invoice.planName,
      currency: invoice.currency,
      status: invoice.status,
      amount_paid: invoice.amountPaid,
      created: invoice.createdAt.toISOString(),
    });
    let total = entry.totals.find((item) => item.currency === invoice.currency);
    if (!total) {
      total = { currency: invoice.currency, net_amount: 0 };
      entry.totals.push(total);
    }
    total.net_amount += invoice.amountPaid;
    if (invoice.status === 'refunded') total.net_amount -= invoice.amountPaid;
  }
  return [...months.values()].sort((a, b) => b.year - a.year || b.month - a.month);
}
