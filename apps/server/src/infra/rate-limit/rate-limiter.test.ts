import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('allows up to max hits per window, then refuses until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const rule = { max: 2, windowMs: 1000 };
    expect(limiter.hit('ip:1', rule)).toBe(true);
    expect(limiter.hit('ip:1', rule)).toBe(true);
    expect(limiter.hit('ip:1', rule)).toBe(false);
    expect(limiter.hit('ip:2', rule)).toBe(true);
    now = 1000;
    expect(limiter.hit('ip:1', rule)).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(() => 0);
    const rule = { max: 1, windowMs: 1000 };
    limiter.hit('account:a', rule);
    expect(limiter.hit('account:a', rule)).toBe(false);
    limiter.reset('account:a');
    expect(limiter.hit('account:a', rule)).toBe(true);
  });
});
