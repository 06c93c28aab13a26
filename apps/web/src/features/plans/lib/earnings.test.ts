import type { EarningsReport, EarningsTotal, Invoice } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { barExtent, chartSeries, earningsRows, monthLabel, niceScale, reportCurrencies, scaleY } from './earnings';

function invoice(id: string, currency: string, status: Invoice['status'], amount: number): Invoice {
  return { id, plan_id: 'gold', plan_name: 'Gold', currency, status, amount_paid: amount, created: '2025-03-04T05:06:07.000Z' };
}

/** A month's total as the server sends it; these tests read only the net. */
function total(currency: string, net: number): EarningsTotal {
  return { currency, net_amount: net, gross_amount: 0, payment_count: 0, refunded_amount: 0, refunded_count: 0 };
}

const empty: EarningsReport = { results: [], totals: [], plans: [] };

const report: EarningsReport = {
  results: [
    {
      year: 2025,
      month: 1,
      totals: [total('usd', 1999)],
      invoices: [invoice('a', 'usd', 'paid', 1999)],
    },
    {
      year: 2025,
      month: 3,
      totals: [total('usd', 2000), total('hkd', 3800)],
      invoices: [
        invoice('b', 'usd', 'paid', 1999),
        invoice('c', 'usd', 'paid', 1999),
        invoice('d', 'usd', 'refunded', 1998),
        invoice('e', 'hkd', 'paid', 3800),
      ],
    },
    { year: 2024, month: 12, totals: [total('usd', -500)], invoices: [invoice('f', 'usd', 'refunded', 500)] },
  ],
  totals: [],
  plans: [],
};

describe('monthLabel', () => {
  it('names the month in each display language', () => {
    expect(monthLabel(2025, 6, 'en')).toBe('Jun 2025');
    expect(monthLabel(2025, 6, 'zh')).toBe('2025年6月');
  });

  it('keeps January and December in their own year', () => {
    expect(monthLabel(2025, 1, 'en')).toBe('Jan 2025');
    expect(monthLabel(2024, 12, 'en')).toBe('Dec 2024');
  });
});

describe('earningsRows', () => {
  it('lists the newest month first, one line per currency (USD first), with paid and refunded counts', () => {
    const rows = earningsRows(report);
    expect(rows.map(({ key, net, paidCount, refundedCount }) => [key, net, paidCount, refundedCount])).toEqual([
      ['2025-3-usd', 2000, 2, 1],
      ['2025-3-hkd', 3800, 1, 0],
      ['2025-1-usd', 1999, 1, 0],
      ['2024-12-usd', -500, 0, 1],
    ]);
    expect(rows[0]?.invoices.map((line) => line.id)).toEqual(['b', 'c', 'd']);
  });

  it('has no lines for an empty report', () => {
    expect(earningsRows(empty)).toEqual([]);
    expect(reportCurrencies(empty)).toEqual([]);
  });

  it('lists the currencies the totals use, USD first', () => {
    expect(reportCurrencies(report)).toEqual(['usd', 'hkd']);
  });
});

describe('chartSeries', () => {
  it('fills the months without invoices with 0, oldest first, across the new year', () => {
    expect(chartSeries(report, 'usd')).toEqual([
      { year: 2024, month: 12, net: -500 },
      { year: 2025, month: 1, net: 1999 },
      { year: 2025, month: 2, net: 0 },
      { year: 2025, month: 3, net: 2000 },
    ]);
  });

  it('keeps only the last months', () => {
    expect(chartSeries(report, 'usd', 2).map((point) => point.month)).toEqual([2, 3]);
  });

  it('holds only the months of its currency', () => {
    expect(chartSeries(report, 'hkd')).toEqual([{ year: 2025, month: 3, net: 3800 }]);
    expect(chartSeries(report, 'eur')).toEqual([]);
  });
});

describe('niceScale', () => {
  it('starts at 0 and ends on a round step above the largest value', () => {
    expect(niceScale([1999, 2000, 0])).toEqual({ min: 0, max: 2000, ticks: [0, 500, 1000, 1500, 2000] });
    expect(niceScale([12_345])).toEqual({ min: 0, max: 15_000, ticks: [0, 5000, 10_000, 15_000] });
  });

  it('goes below 0 when refunds outweigh a month’s sales', () => {
    const scale = niceScale([-500, 1999]);
    expect(scale.min).toBe(-1000);
    expect(scale.max).toBe(2000);
    expect(scale.ticks).toContain(0);
  });

  it('steps by at least one dollar, and has a height when everything is 0', () => {
    expect(niceScale([50])).toEqual({ min: 0, max: 100, ticks: [0, 100] });
    expect(niceScale([0, 0])).toEqual({ min: 0, max: 100, ticks: [0, 100] });
    expect(niceScale([])).toEqual({ min: 0, max: 100, ticks: [0, 100] });
  });
});

describe('scaleY and barExtent', () => {
  const scale = { min: -1000, max: 2000, ticks: [] };

  it('puts the top of the scale at 0 and the bottom at the height', () => {
    expect(scaleY(2000, scale, 300)).toBe(0);
    expect(scaleY(-1000, scale, 300)).toBe(300);
    expect(scaleY(0, scale, 300)).toBe(200);
  });

  it('draws bars from the zero line, up for earnings and down for net refunds', () => {
    expect(barExtent(1000, scale, 300)).toEqual({ y: 100, height: 100 });
    expect(barExtent(-500, scale, 300)).toEqual({ y: 200, height: 50 });
    expect(barExtent(0, scale, 300)).toEqual({ y: 200, height: 0 });
  });
});
