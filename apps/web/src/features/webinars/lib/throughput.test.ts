import { describe, expect, it } from 'vitest';
import { createThroughputMeter } from './throughput';

describe('createThroughputMeter', () => {
  it('measures the speed over the recent window and the time left at it', () => {
    let now = 0;
    const meter = createThroughputMeter(10_000_000, () => now);
    expect(meter.record(0)).toEqual({ bytesPerSecond: 0, secondsLeft: null });
    now = 1000;
    expect(meter.record(1_000_000)).toEqual({ bytesPerSecond: 1_000_000, secondsLeft: 9 });
    now = 2000;
    expect(meter.record(2_000_000).secondsLeft).toBe(8);
  });

  it('forgets samples older than five seconds, so a slowdown shows', () => {
    let now = 0;
    const meter = createThroughputMeter(100_000_000, () => now);
    meter.record(0);
    now = 1000;
    meter.record(10_000_000);
    // Then nearly nothing for ten seconds.
    for (let second = 2; second <= 11; second += 1) {
      now = second * 1000;
      meter.record(10_000_000 + second * 1000);
    }
    expect(meter.record(10_011_000).bytesPerSecond).toBeLessThan(2_000);
  });

  it('starts over when the bytes sent go back (a part sent again), never reporting a negative speed', () => {
    let now = 0;
    const meter = createThroughputMeter(10_000_000, () => now);
    meter.record(0);
    now = 1000;
    meter.record(3_000_000);
    now = 2000;
    expect(meter.record(2_000_000).bytesPerSecond).toBe(0);
    now = 3000;
    expect(meter.record(3_000_000).bytesPerSecond).toBe(1_000_000);
  });
});
