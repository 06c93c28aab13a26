import { describe, expect, it } from 'vitest';
import { channelPageRedirect, homeDecision, isFixedChannel, unknownPathTarget } from './singleChannel';

const channel = { id: '6f1c2d3e-0000-4000-8000-000000000001', slug: 'metrofinance', publish: false };

describe('unknownPathTarget', () => {
  it('goes home in full mode and to the fixed channel in single-channel mode', () => {
    expect(unknownPathTarget(null)).toBe('/');
    expect(unknownPathTarget('metrofinance')).toBe('/channel/metrofinance');
  });
});

describe('homeDecision', () => {
  it('shows the home page in full mode', () => {
    expect(homeDecision(null, false, undefined)).toEqual({ kind: 'home' });
  });

  it('sends signed-in users to the fixed channel whether or not it is published', () => {
    expect(homeDecision('metrofinance', true, false)).toEqual({ kind: 'redirect', to: '/channel/metrofinance' });
    expect(homeDecision('metrofinance', true, undefined)).toEqual({ kind: 'redirect', to: '/channel/metrofinance' });
  });

  it('sends guests to a published fixed channel and shows them a landing page otherwise', () => {
    expect(homeDecision('metrofinance', false, true)).toEqual({ kind: 'redirect', to: '/channel/metrofinance' });
    expect(homeDecision('metrofinance', false, false)).toEqual({ kind: 'landing' });
    expect(homeDecision('metrofinance', false, undefined)).toEqual({ kind: 'wait' });
  });
});

describe('isFixedChannel', () => {
  it('matches by the requested text, the id or the slug', () => {
    expect(isFixedChannel('MetroFinance', 'metrofinance', null)).toBe(true);
    expect(isFixedChannel(channel.id, 'metrofinance', channel)).toBe(true);
    expect(isFixedChannel('metrofinance', channel.id, channel)).toBe(true);
    expect(isFixedChannel('other', 'metrofinance', channel)).toBe(false);
  });
});

describe('channelPageRedirect', () => {
  it('never redirects in full mode', () => {
    expect(channelPageRedirect(null, 'x', false, null)).toBeNull();
  });

  it('shows published channels and any channel to signed-in users', () => {
    expect(channelPageRedirect('fixed', 'other', false, { ...channel, publish: true })).toBeNull();
    expect(channelPageRedirect('fixed', 'other', true, null)).toBeNull();
  });

  it('sends guests of an unpublished or unreadable channel to the fixed channel', () => {
    expect(channelPageRedirect('fixed', 'metrofinance', false, channel)).toBe('/channel/fixed');
    expect(channelPageRedirect('fixed', 'private1', false, null)).toBe('/channel/fixed');
  });

  it('never redirects the fixed channel to itself', () => {
    expect(channelPageRedirect('metrofinance', 'metrofinance', false, null)).toBeNull();
    expect(channelPageRedirect('metrofinance', channel.id, false, channel)).toBeNull();
  });
});
