import { centsToDecimalText, toHongKongWallClock } from '@platform/shared';
import type { InvoiceRow } from '../subscriptions.repository.js';

/** One payment of a channel as its export needs it: the invoice and who paid it. */
export type PaymentLine = Pick<InvoiceRow, 'createdAt' | 'planName' | 'amountPaid' | 'currency' | 'status' | 'source'> & {
  buyerName: string;
};

export const PAYMENTS_CSV_HEADER = ['Date (Hong Kong time)', 'Plan', 'Buyer', 'Amount', 'Currency', 'Method', 'Status'] as const;

/** A card provider's payments are by card; the carrier's are on the buyer's phone bill. */
function methodOf(source: InvoiceRow['source']): 'card' | 'phone_bill' {
  return source === 'carrier' ? 'phone_bill' : 'card';
}

/**
 * RFC 4180 quoting, and a leading apostrophe on text a spreadsheet would run as a formula (a buyer may name
 * themselves "=HYPERLINK(…)"): the host opens this file, so nothing in it may act.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** Excel reads a CSV as UTF-8 (Chinese plan and buyer names) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** The header, then one line per payment: time on Hong Kong's clock, amount as decimal text in its own currency. */
export function* paymentsCsv(lines: Iterable<PaymentLine>): Generator<string> {
  yield UTF8_BOM + csvLine(PAYMENTS_CSV_HEADER);
  for (const line of lines) {
    yield csvLine([
      toHongKongWallClock(line.createdAt),
      line.planName,
      line.buyerName,
      centsToDecimalText(line.amountPaid),
      line.currency.toUpperCase(),
      methodOf(line.source),
      line.status,
    ]);
  }
}
