export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in memory. Enough for one process; the keys say what is limited
 * (an IP address, an account), so callers can check several keys for one request.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit; answers false when the key is over its limit in the current window. */
  hit(key: string, rule: RateLimitRule): boolean {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.prune(now);
      this.windows.set(key, { count: 1, resetAt: now + rule.windowMs });
      return rule.max >= 1;
    }
    window.count += 1;
    return window.count <= rule.max;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    if (this.windows.size < 50_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
