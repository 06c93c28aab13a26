import { describe, expect, it } from 'vitest';
import { earningsReport, type EarningsInvoice } from './earnings.js';

const invoice = (
  id: string,
  amountPaid: number,
  createdAt: string,
  { status = 'paid', currency = 'usd', planId = 'gold' }: { status?: EarningsInvoice['status']; currency?: string; planId?: string } = {},
): EarningsInvoice => ({ id, planId, planName: planId, currency, status, amountPaid, createdAt: new Date(createdAt) });

const total = (currency: string, gross: number, payments: number, refunded = 0, refunds = 0) => ({
  currency,
  net_amount: gross - refunded,
  gross_amount: gross,
  payment_count: payments,
  refunded_amount: refunded,
  refunded_count: refunds,
});

describe('earningsReport', () => {
  it('adds paid invoices in integer cents', () => {
    const { results } = earningsReport([invoice('a', 10, '2026-11-02T00:00:00Z'), invoice('b', 20, '2026-11-03T00:00:00Z')]);
    expect(results[0]!.totals).toEqual([total('usd', 30, 2)]);
  });

  it('takes a refunded payment off again and counts it as a refund', () => {
    const { results } = earningsReport([
      invoice('a', 1999, '2026-11-02T00:00:00Z'),
      invoice('b', 500, '2026-11-03T00:00:00Z', { status: 'refunded' }),
    ]);
    expect(results[0]!.totals).toEqual([total('usd', 2499, 2, 500, 1)]);
    expect(results[0]!.totals[0]!.net_amount).toBe(1999);
    expect(results[0]!.invoices.map((line) => line.status)).toEqual(['paid', 'refunded']);
  });

  it('groups by Hong Kong calendar month, newest first', () => {
    // 31 October 17:00 UTC is already 1 November in Hong Kong.
    const { results } = earningsReport([invoice('a', 100, '2026-10-31T15:00:00Z'), invoice('b', 200, '2026-10-31T17:00:00Z')]);
    expect(results.map(({ year, month }) => `${year}-${month}`)).toEqual(['2026-11', '2026-10']);
    expect(results[0]!.totals[0]!.net_amount).toBe(200);
  });

  it('never adds HKD to USD: a month, the whole and each plan keep a line per currency', () => {
    const report = earningsReport([
      invoice('a', 100, '2026-11-02T00:00:00Z'),
      invoice('b', 3800, '2026-11-02T00:00:00Z', { currency: 'hkd', planId: 'hk' }),
      invoice('c', 3800, '2026-12-02T00:00:00Z', { currency: 'hkd', planId: 'hk', status: 'refunded' }),
    ]);
    expect(report.results.find((entry) => entry.month === 11)!.totals).toEqual([total('usd', 100, 1), total('hkd', 3800, 1)]);
    expect(report.totals).toEqual([total('usd', 100, 1), total('hkd', 7600, 2, 3800, 1)]);
    expect(report.plans).toEqual([
      { plan_id: 'gold', plan_name: 'gold', ...total('usd', 100, 1) },
      { plan_id: 'hk', plan_name: 'hk', ...total('hkd', 7600, 2, 3800, 1) },
    ]);
  });

  it('names a plan as it was last paid for', () => {
    const renamed = { ...invoice('b', 100, '2026-12-02T00:00:00Z'), planName: 'Gold+' };
    expect(earningsReport([invoice('a', 100, '2026-11-02T00:00:00Z'), renamed]).plans[0]!.plan_name).toBe('Gold+');
  });
});
