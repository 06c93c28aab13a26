import { describe, expect, it } from 'vitest';
import { parseCheckoutQuery } from './checkoutQuery';
import { checkoutModeOf, checkoutPath } from '../../../app/paths';

const PLAN = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const query = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('parseCheckoutQuery', () => {
  it('reads a complete query', () => {
    expect(parseCheckoutQuery(query({ plan_id: PLAN, subscription_mode: 'subscription', redirect_pathname: '/channel/abc' }))).toEqual({
      planId: PLAN,
      mode: 'subscription',
      redirectPathname: '/channel/abc',
      payment: 'card',
    });
  });

  it.each([
    ['no plan_id', { subscription_mode: 'payment', redirect_pathname: '/' }],
    ['no subscription_mode', { plan_id: PLAN, redirect_pathname: '/' }],
    ['no redirect_pathname', { plan_id: PLAN, subscription_mode: 'payment' }],
    ['an empty plan_id', { plan_id: '', subscription_mode: 'payment', redirect_pathname: '/' }],
    ['a plan_id that is no id', { plan_id: 'abc', subscription_mode: 'payment', redirect_pathname: '/' }],
    ['an unknown mode', { plan_id: PLAN, subscription_mode: 'yearly', redirect_pathname: '/' }],
    ['a way back to another site', { plan_id: PLAN, subscription_mode: 'payment', redirect_pathname: '//evil.example' }],
    ['a full address as the way back', { plan_id: PLAN, subscription_mode: 'payment', redirect_pathname: 'https://evil.example/' }],
  ])('is a bad request with %s', (_, entries) => {
    expect(parseCheckoutQuery(query(entries))).toBeNull();
  });
});

describe('checkoutPath', () => {
  it('links a recurring plan as a subscription, and reads back as it was written', () => {
    const path = checkoutPath({ id: PLAN, type: 'RECURRING' }, '/channel/abc');
    expect(path.startsWith('/subscription/checkout?')).toBe(true);
    expect(parseCheckoutQuery(new URLSearchParams(path.split('?')[1]))).toEqual({
      planId: PLAN,
      mode: 'subscription',
      redirectPathname: '/channel/abc',
      payment: 'card',
    });
  });

  it('keeps the phone bill asked for', () => {
    const path = checkoutPath({ id: PLAN, type: 'RECURRING' }, '/video-playback/abc', 'phone');
    expect(parseCheckoutQuery(new URLSearchParams(path.split('?')[1]))).toMatchObject({
      redirectPathname: '/video-playback/abc',
      payment: 'phone',
    });
  });

  it('checks a one-time plan out as a payment', () => {
    expect(checkoutModeOf('ONE_TIME')).toBe('payment');
    expect(checkoutPath({ id: PLAN, type: 'ONE_TIME' }, '/')).toContain('subscription_mode=payment');
  });
});
