import { describe, expect, it } from 'vitest';
import { canListHostingInvoices } from './hosting.policy.js';

const admin = { id: 'a', role: 'admin' as const };
const host = { id: 'h', role: 'host' as const };
const otherHost = { id: 'o', role: 'host' as const };

describe('hosting policy', () => {
  it.each([
    [host, 'h', true],
    [otherHost, 'h', false],
    [admin, 'h', true],
    [admin, 'a', true],
  ])('lets %o read the hosting invoices of user %s: %s', (actor, ownerId, expected) => {
    expect(canListHostingInvoices(actor, ownerId)).toBe(expected);
  });
});
