import { describe, expect, it } from 'vitest';
import { HOSTING_INVOICE_STATUSES } from '@platform/shared';
import { HOSTING_INVOICE_PROGRESS, hostingInvoiceAmountOf, hostingInvoiceStatusOf } from './hosting-invoices.js';

describe('hostingInvoiceStatusOf', () => {
  it.each([
    [{ status: 'paid', attempted: true }, 'paid'],
    [{ status: 'open', attempted: false }, 'open'],
    [{ status: 'open', attempted: true }, 'failed'],
    [{ status: 'uncollectible', attempted: true }, 'failed'],
    [{ status: 'draft', attempted: false }, null],
    [{ status: 'void', attempted: true }, null],
  ] as const)('reads %o as %s', (invoice, expected) => {
    expect(hostingInvoiceStatusOf(invoice)).toBe(expected);
  });
});

describe('hostingInvoiceAmountOf', () => {
  it('is the amount paid once paid, and the amount asked for while unpaid', () => {
    expect(hostingInvoiceAmountOf({ status: 'paid', amountPaid: 2900, amountDue: 2900 })).toBe(2900);
    expect(hostingInvoiceAmountOf({ status: 'open', amountPaid: 0, amountDue: 9900 })).toBe(9900);
  });
});

describe('HOSTING_INVOICE_PROGRESS', () => {
  it('orders every status the contract knows, each once', () => {
    expect([...HOSTING_INVOICE_PROGRESS].sort()).toEqual([...HOSTING_INVOICE_STATUSES].sort());
  });
});
