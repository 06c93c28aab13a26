import { describe, expect, it } from 'vitest';
import { earningsByMonth } from './earnings.js';

const invoice = (id: string, amountPaid: number, createdAt: string, status: 'paid' | 'refunded' = 'paid', currency = 'usd') => ({
  id,
  planName: 'Gold',
  currency,
  status,
  amountPaid,
  createdAt: new Date(createdAt),
});

describe('earningsByMonth', () => {
  it('adds paid invoices in integer cents', () => {
    const [month] = earningsByMonth([invoice('a', 10, '2026-11-02T00:00:00Z'), invoice('b', 20, '2026-11-03T00:00:00Z')]);
    expect(month!.totals).toEqual([{ currency: 'usd', net_amount: 30 }]);
  });

  it('takes a refunded payment off again', () => {
    const [month] = earningsByMonth([invoice('a', 1999, '2026-11-02T00:00:00Z'), invoice('b', 500, '2026-11-03T00:00:00Z', 'refunded')]);
    expect(month!.totals).toEqual([{ currency: 'usd', net_amount: 1999 }]);
    expect(month!.invoices.map((line) => line.status)).toEqual(['paid', 'refunded']);
  });

  it('groups by Hong Kong calendar month, newest first', () => {
    // 31 October 17:00 UTC is already 1 November in Hong Kong.
    const result = earningsByMonth([invoice('a', 100, '2026-10-31T15:00:00Z'), invoice('b', 200, '2026-10-31T17:00:00Z')]);
    expect(result.map(({ year, month }) => `${year}-${month}`)).toEqual(['2026-11', '2026-10']);
    expect(result[0]!.totals[0]!.net_amount).toBe(200);
  });

  it('keeps currencies apart', () => {
    const [month] = earningsByMonth([invoice('a', 100, '2026-11-02T00:00:00Z'), invoice('b', 3800, '2026-11-02T00:00:00Z', 'paid', 'hkd')]);
    expect(month!.totals).toEqual([
      { currency: 'usd', net_amount: 100 },
      { currency: 'hkd', net_amount: 3800 },
    ]);
  });
});
