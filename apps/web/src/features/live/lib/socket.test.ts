import { describe, expect, it } from 'vitest';
import { liveSocketUrl, parseServerMessage, reconnectDelayMs, RECONNECT_DELAY, refusalOf } from './socket';

describe('liveSocketUrl', () => {
  it('uses the page origin with ws beside http and wss beside https', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:5173' }, 'a1', 't/k')).toBe(
      'ws://localhost:5173/api/live/socket?activity=a1&token=t%2Fk',
    );
    expect(liveSocketUrl({ protocol: 'https:', host: 'example.com' }, 'a1', 'tok')).toBe(
      'wss://example.com/api/live/socket?activity=a1&token=tok',
    );
  });
});

describe('refusalOf', () => {
  it('tells a stale token from an ended access, and dials again after any other close', () => {
    expect(refusalOf(4401)).toBe('LIVE_TOKEN_INVALID');
    expect(refusalOf(4403)).toBe('LIVE_ACCESS_ENDED');
    expect([1000, 1001, 1006, 1011, 1013].map(refusalOf)).toEqual([null, null, null, null, null]);
  });
});

describe('reconnectDelayMs', () => {
  it('doubles from half a second up to 4 s', () => {
    const full = () => 1;
    expect([0, 1, 2, 3, 4, 10].map((attempt) => reconnectDelayMs(attempt, full))).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('spreads reconnections between half and all of the ceiling', () => {
    expect(reconnectDelayMs(3, () => 0)).toBe(RECONNECT_DELAY.maxMs / 2);
    expect(reconnectDelayMs(3, () => 0.5)).toBe(3000);
  });

  it('heals a 5 s drop within a few seconds of the network coming back', () => {
    // The waits while down add up past 5 s by the fourth attempt, and no single wait is longer than 4 s.
    const waits = [0, 1, 2, 3].map((attempt) => reconnectDelayMs(attempt, () => 1));
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThanOrEqual(5000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(4000);
  });
});

describe('parseServerMessage', () => {
  it('reads a signal of the contract', () => {
    const frame = JSON.stringify({ from: null, signal: { type: 'status', status: 'LIVE' } });
    expect(parseServerMessage(frame)).toEqual({ from: null, signal: { type: 'status', status: 'LIVE' } });
  });

  it('drops what it does not understand', () => {
    expect(parseServerMessage('{')).toBeNull();
    expect(parseServerMessage(JSON.stringify({ from: null, signal: { type: 'future-signal' } }))).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });
});
