import type { Subscription } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canRequestRefund,
  hasPendingRefund,
  needsTypedCancel,
  purchaseKind,
  splitSubscriptions,
  statusLine,
} from './subscriptionStatus';

const dates = { trial_end: '2026-12-01T00:00:00.000Z', current_period_end: '2026-12-31T00:00:00.000Z', renews: true };
type Invoice = Subscription['invoices'][number];
const invoice = (patch: Partial<Invoice>): Invoice => ({
  id: 'i',
  amount_paid: 499,
  currency: 'usd',
  status: 'paid',
  created: '2026-11-01T00:00:00.000Z',
  refund_request: null,
  ...patch,
});

describe('statusLine', () => {
  it('shows the trial end date while trialing', () => {
    expect(statusLine({ status: 'trialing', ...dates })).toEqual({ kind: 'trialing', trialEnd: dates.trial_end });
  });

  it('falls back to the period end when a trial has no end of its own', () => {
    expect(statusLine({ status: 'trialing', trial_end: null, current_period_end: dates.current_period_end, renews: true })).toEqual({
      kind: 'trialing',
      trialEnd: dates.current_period_end,
    });
  });

  it('shows the next charge date while active, none for a one-time purchase', () => {
    expect(statusLine({ status: 'active', ...dates })).toEqual({ kind: 'active', nextCharge: dates.current_period_end });
    expect(statusLine({ status: 'active', trial_end: null, current_period_end: null, renews: false })).toEqual({
      kind: 'active',
      nextCharge: null,
    });
  });

  it('shows where access ends, not a charge, for a period nobody bills again (a redeem code)', () => {
    expect(statusLine({ status: 'active', ...dates, renews: false })).toEqual({ kind: 'activeUntil', until: dates.current_period_end });
  });

  it.each(['canceled', 'refunded'] as const)('shows %s as an ended label', (status) => {
    expect(statusLine({ status, ...dates })).toEqual({ kind: 'ended', status });
  });
});

describe('canCancel', () => {
  it.each([
    ['RECURRING', 'trialing', true],
    ['RECURRING', 'active', true],
    ['DCB', 'active', true],
    ['RECURRING', 'canceled', false],
    ['DCB', 'refunded', false],
    ['OTP', 'active', false],
  ] as const)('%s %s → %s', (type, status, expected) => {
    expect(canCancel({ type, status })).toBe(expected);
  });

  it('asks for CANCEL typed only for carrier-billed plans', () => {
    expect(needsTypedCancel({ type: 'DCB' })).toBe(true);
    expect(needsTypedCancel({ type: 'RECURRING' })).toBe(false);
  });
});

describe('canRequestRefund', () => {
  it('allows a paid invoice with money on it and no request', () => {
    expect(canRequestRefund(invoice({}))).toBe(true);
  });

  it.each([
    ['a free invoice', { amount_paid: 0 }],
    ['a refunded invoice', { status: 'refunded' as const }],
    ['an invoice already asked back', { refund_request: { status: 'pending' as const } }],
    ['an invoice whose request was rejected', { refund_request: { status: 'rejected' as const } }],
  ])('refuses %s', (_, patch) => {
    expect(canRequestRefund(invoice(patch))).toBe(false);
  });
});

describe('purchaseKind', () => {
  it.each([
    ['OTP', false, 'oneTime'],
    ['DCB', false, 'phoneBill'],
    ['RECURRING', true, 'card'],
    ['RECURRING', false, 'code'],
  ] as const)('%s renewing %s is %s', (type, renews, kind) => {
    expect(purchaseKind({ type, renews })).toBe(kind);
  });
});

describe('hasPendingRefund', () => {
  it('is true while one payment waits for a decision', () => {
    expect(hasPendingRefund({ invoices: [invoice({}), invoice({ refund_request: { status: 'pending' } })] })).toBe(true);
  });

  it('is false with no request, or only decided ones', () => {
    expect(hasPendingRefund({ invoices: [] })).toBe(false);
    expect(hasPendingRefund({ invoices: [invoice({}), invoice({ refund_request: { status: 'rejected' } })] })).toBe(false);
    expect(hasPendingRefund({ invoices: [invoice({ status: 'refunded', refund_request: { status: 'approved' } })] })).toBe(false);
  });
});

describe('splitSubscriptions', () => {
  it('puts one-time purchases under courses and the rest under subscriptions', () => {
    const list = [{ type: 'OTP' as const }, { type: 'RECURRING' as const }, { type: 'DCB' as const }];
    expect(splitSubscriptions(list)).toEqual({ courses: [list[0]], recurring: [list[1], list[2]] });
  });
});
