import { hongKongMonth, type EarningsReport, type EarningsTotal } from '@platform/shared';
import type { InvoiceRow } from '../subscriptions.repository.js';

export type EarningsInvoice = Pick<InvoiceRow, 'id' | 'planId' | 'planName' | 'currency' | 'status' | 'amountPaid' | 'createdAt'>;

/** Totals kept one per currency: HKD is never added to USD. */
class CurrencyTotals {
  private readonly byCurrency = new Map<string, EarningsTotal>();

  add(invoice: EarningsInvoice): void {
    let total = this.byCurrency.get(invoice.currency);
    if (!total) {
      total = { currency: invoice.currency, net_amount: 0, gross_amount: 0, payment_count: 0, refunded_amount: 0, refunded_count: 0 };
      this.byCurrency.set(invoice.currency, total);
    }
    total.gross_amount += invoice.amountPaid;
    total.payment_count += 1;
    if (invoice.status === 'refunded') {
      total.refunded_amount += invoice.amountPaid;
      total.refunded_count += 1;
    }
    total.net_amount = total.gross_amount - total.refunded_amount;
  }

  list(): EarningsTotal[] {
    return [...this.byCurrency.values()];
  }
}

/**
 * Spec §9: earnings, paid invoices added and refunded ones subtracted, per currency: by Hong Kong calendar month
 * (newest first), all time, and by plan. A refunded payment counts in the month it was paid and is taken off again
 * there, so it nets to zero; amounts stay integer cents.
 */
export function earningsReport(invoices: EarningsInvoice[]): EarningsReport {
  const months = new Map<
    string,
    { year: number; month: number; totals: CurrencyTotals; invoices: EarningsReport['results'][number]['invoices'] }
  >();
  const plans = new Map<string, { planId: string; planName: string; totals: CurrencyTotals }>();
  const overall = new CurrencyTotals();
  for (const invoice of invoices) {
    const { year, month } = hongKongMonth(invoice.createdAt);
    const monthKey = `${year}-${month}`;
    let entry = months.get(monthKey);
    if (!entry) {
      entry = { year, month, totals: new CurrencyTotals(), invoices: [] };
      months.set(monthKey, entry);
    }
    entry.totals.add(invoice);
    entry.invoices.push({
      id: invoice.id,
      plan_id: invoice.planId,
      plan_name: invoice.planName,
      currency: invoice.currency,
      status: invoice.status,
      amount_paid: invoice.amountPaid,
      created: invoice.createdAt.toISOString(),
    });
    let plan = plans.get(invoice.planId);
    if (!plan) {
      plan = { planId: invoice.planId, planName: invoice.planName, totals: new CurrencyTotals() };
      plans.set(invoice.planId, plan);
    }
    // Invoices come oldest first: the plan is shown under the name it was last paid under.
    plan.planName = invoice.planName;
    plan.totals.add(invoice);
    overall.add(invoice);
  }
  return {
    results: [...months.values()]
      .sort((a, b) => b.year - a.year || b.month - a.month)
      .map(({ year, month, totals, invoices: lines }) => ({ year, month, totals: totals.list(), invoices: lines })),
    totals: overall.list(),
    plans: [...plans.values()].flatMap(({ planId, planName, totals }) =>
      totals.list().map((total) => ({ plan_id: planId, plan_name: planName, ...total })),
    ),
  };
}
