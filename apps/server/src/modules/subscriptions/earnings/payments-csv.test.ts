import { describe, expect, it } from 'vitest';
import { csvField, paymentsCsv, UTF8_BOM, type PaymentLine } from './payments-csv.js';

const line = (overrides: Partial<PaymentLine> = {}): PaymentLine => ({
  createdAt: new Date('2026-10-31T17:05:09Z'),
  planName: 'Gold',
  buyerName: 'Alex',
  amountPaid: 3800,
  currency: 'hkd',
  status: 'paid',
  source: 'sandbox',
  ...overrides,
});

describe('paymentsCsv', () => {
  it('writes a header, then a row per payment on Hong Kong time with the amount in its currency', () => {
    const text = [...paymentsCsv([line(), line({ source: 'carrier', status: 'refunded', amountPaid: 5, currency: 'usd' })])].join('');
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(UTF8_BOM.length).split('\r\n')).toEqual([
      'Date (Hong Kong time),Plan,Buyer,Amount,Currency,Method,Status',
      '2026-11-01 01:05:09,Gold,Alex,38.00,HKD,card,paid',
      '2026-11-01 01:05:09,Gold,Alex,0.05,USD,phone_bill,refunded',
      '',
    ]);
  });
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['陳大文', '陳大文'],
    ['Gold, monthly', '"Gold, monthly"'],
    ['The "best" plan', '"The ""best"" plan"'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+852', "'+852"],
    ['@me', "'@me"],
  ])('%j is written %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });
});
