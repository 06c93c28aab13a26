import { describe, expect, it } from 'vitest';
import { hostingCheckoutState, isBuyable } from './hostingCheckout';

const subscription = { id: 'sub-1', status: 'active', current_period_end: '2026-12-23T00:00:00.000Z', plan_key: 'starter' };

describe('hostingCheckoutState', () => {
  it.each([
    ['nothing yet', undefined, false, 'confirming'],
    ['an open checkout', { status: 'open' as const, subscription: null }, false, 'confirming'],
    ['an open checkout past the window', { status: 'open' as const, subscription: null }, true, 'timedOut'],
    ['a complete checkout with its subscription', { status: 'complete' as const, subscription }, false, 'complete'],
    ['a complete checkout with its subscription, late', { status: 'complete' as const, subscription }, true, 'complete'],
    ['a duplicate undone, with the plan kept', { status: 'duplicate' as const, subscription }, false, 'complete'],
    ['an expired checkout', { status: 'expired' as const, subscription: null }, false, 'expired'],
  ])('reads %s', (_name, checkout, timedOut, expected) => {
    expect(hostingCheckoutState(checkout, timedOut)).toBe(expected);
  });
});

describe('isBuyable', () => {
  it('sells paid plans with a price and never the free one', () => {
    expect(isBuyable({ unit_amount: 2900, price_id: 'price_1' })).toBe(true);
    expect(isBuyable({ unit_amount: 0, price_id: null })).toBe(false);
    expect(isBuyable({ unit_amount: 2900, price_id: null })).toBe(false);
  });
});
