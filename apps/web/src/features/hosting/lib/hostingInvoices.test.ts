import { describe, expect, it } from 'vitest';
import { hasReceipts } from './hostingInvoices';

describe('hasReceipts', () => {
  it('is true when any invoice links to a provider page, and false for none or an empty list', () => {
    expect(hasReceipts([{ receipt_url: null }, { receipt_url: 'https://invoice.stripe.com/i/1' }])).toBe(true);
    expect(hasReceipts([{ receipt_url: null }])).toBe(false);
    expect(hasReceipts([])).toBe(false);
  });
});
