import { PLAN_CURRENCY, type DisplayLanguage, type EarningsReport, type Invoice } from '@platform/shared';
import { displayLocale } from '../../../i18n/displayLocale';

/** One line of the earnings table: a month's net in one currency, with the invoices behind it. */
export interface EarningsRow {
  key: string;
  year: number;
  month: number;
  currency: string;
  /** Cents: paid added, refunded subtracted (spec §9), as the server totals them. */
  net: number;
  paidCount: number;
  refundedCount: number;
  invoices: Invoice[];
}

/** USD (the default plan currency) first; other currencies (HKD plans and carrier bills) follow by name. */
export function byCurrency(a: string, b: string): number {
  if (a === b) return 0;
  if (a === PLAN_CURRENCY) return -1;
  if (b === PLAN_CURRENCY) return 1;
  return a.localeCompare(b);
}

/** Months are counted as year × 12 + (month − 1), so consecutive months differ by one. */
const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

/** "Jun 2025" / "2025年6月": the month in the display language (UTC, so no time zone moves it to the month before). */
export function monthLabel(year: number, month: number, language: DisplayLanguage): string {
  return new Intl.DateTimeFormat(displayLocale(language), { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** The table's lines, newest month first, one per currency of the month (USD first, then HKD). */
export function earningsRows(report: EarningsReport): EarningsRow[] {
  const months = [...report.results].sort((a, b) => monthIndex(b.year, b.month) - monthIndex(a.year, a.month));
  return months.flatMap((entry) => {
    const currencies = new Set([...entry.totals.map((total) => total.currency), ...entry.invoices.map((invoice) => invoice.currency)]);
    return [...currencies].sort(byCurrency).map((currency) => {
      const invoices = entry.invoices.filter((invoice) => invoice.currency === currency);
      return {
        key: `${entry.year}-${entry.month}-${currency}`,
        year: entry.year,
        month: entry.month,
        currency,
        net: entry.totals.find((total) => total.currency === currency)?.net_amount ?? 0,
        paidCount: invoices.filter((invoice) => invoice.status === 'paid').length,
        refundedCount: invoices.filter((invoice) => invoice.status === 'refunded').length,
        invoices,
      };
    });
  });
}

/** The currencies the report holds, USD first (one chart each: dollars of two currencies do not share an axis). */
export function reportCurrencies(report: EarningsReport): string[] {
  return [...new Set(report.results.flatMap((entry) => entry.totals.map((total) => total.currency)))].sort(byCurrency);
}

export interface ChartPoint {
  year: number;
  month: number;
  /** Net cents; 0 for a month without invoices. */
  net: number;
}

/**
 * The chart's bars: every month from the first to the last month with earnings in this currency (months without
 * invoices are bars of 0, so the gaps show), at most the last `maxMonths`.
 */
export function chartSeries(report: EarningsReport, currency: string, maxMonths = 12): ChartPoint[] {
  const net = new Map<number, number>();
  for (const entry of report.results) {
    const total = entry.totals.find((item) => item.currency === currency);
    const index = monthIndex(entry.year, entry.month);
    if (total) net.set(index, (net.get(index) ?? 0) + total.net_amount);
  }
  if (net.size === 0) return [];
  const indexes = [...net.keys()];
  const last = Math.max(...indexes);
  const first = Math.max(Math.min(...indexes), last - maxMonths + 1);
  const points: ChartPoint[] = [];
  for (let index = first; index <= last; index += 1) {
    points.push({ year: Math.floor(index / 12), month: (index % 12) + 1, net: net.get(index) ?? 0 });
  }
  return points;
}

export interface ChartScale {
  /** Cents at the bottom and top of the plot; the bottom is below 0 only when a month's refunds outweigh its sales. */
  min: number;
  max: number;
  /** Gridline values in cents, from min to max. */
  ticks: number[];
}

/** The smallest of 1, 2, 2.5, 5 or 10 × 10ⁿ that is at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw);
  return step ?? 10 * power;
}

/** Gridlines never closer than one dollar: an axis of cents reads as noise. */
const MIN_STEP_CENTS = 100;

/**
 * An axis that includes 0 and every value, with about `tickCount` round steps (whole dollars and up), so the bars
 * start from a baseline the reader can trust.
 */
export function niceScale(values: number[], tickCount = 4): ChartScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = Math.max(MIN_STEP_CENTS, niceStep(Math.max(high - low, 1) / tickCount));
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  for (let value = min; value <= max; value += step) ticks.push(value);
  return { min, max, ticks };
}

/** The y coordinate of a value in a plot `height` tall (SVG's y grows downwards). */
export function scaleY(value: number, scale: ChartScale, height: number): number {
  return ((scale.max - value) / (scale.max - scale.min)) * height;
}

/** A bar from the zero line to the value: its top and height, never negative. */
export function barExtent(value: number, scale: ChartScale, height: number): { y: number; height: number } {
  const zero = scaleY(0, scale, height);
  const end = scaleY(value, scale, height);
  return { y: Math.min(zero, end), height: Math.abs(zero - end) };
}
