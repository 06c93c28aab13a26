import { HOSTING_FEATURES, HOSTING_PLAN_KEYS } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { featureChecklist, nextChargeOf, planNameKey, statusKey } from './hostingPlan';

describe('planNameKey', () => {
  it('names every hosting plan of the contract', () => {
    expect(HOSTING_PLAN_KEYS.filter((key) => planNameKey(key) === null)).toEqual([]);
  });

  it('gives no key for an unknown plan or an inherited property name', () => {
    expect(planNameKey('enterprise')).toBeNull();
    expect(planNameKey('toString')).toBeNull();
  });
});

describe('statusKey', () => {
  it('labels the statuses a hosting subscription has and no other', () => {
    expect(['trialing', 'active', 'canceled'].map(statusKey)).toEqual([
      'hosting:subscription.trialing',
      'hosting:subscription.active',
      'hosting:subscription.canceled',
    ]);
    expect(statusKey('past_due')).toBeNull();
  });
});

describe('featureChecklist', () => {
  it('lists every feature in the contract order, marking the ones the plan has', () => {
    const list = featureChecklist({ features: ['upload', 'chat'] });
    expect(list.map(({ feature }) => feature)).toEqual([...HOSTING_FEATURES]);
    expect(list.filter(({ included }) => included).map(({ feature }) => feature)).toEqual(['chat', 'upload']);
  });
});

describe('nextChargeOf', () => {
  it('is the period end of a trialing or active subscription', () => {
    expect(nextChargeOf({ status: 'active', current_period_end: '2026-12-01T00:00:00.000Z' })).toBe('2026-12-01T00:00:00.000Z');
    expect(nextChargeOf({ status: 'trialing', current_period_end: '2026-12-01T00:00:00.000Z' })).toBe('2026-12-01T00:00:00.000Z');
  });

  it('is none for an ended subscription or an unknown period end', () => {
    expect(nextChargeOf({ status: 'canceled', current_period_end: '2026-12-01T00:00:00.000Z' })).toBeNull();
    expect(nextChargeOf({ status: 'active', current_period_end: null })).toBeNull();
  });
});
