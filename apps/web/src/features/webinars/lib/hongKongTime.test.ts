import { describe, expect, it } from 'vitest';
import { fromHongKongWallClock, hongKongYesterday, toHongKongWallClock } from './hongKongTime';

describe('Hong Kong wall-clock times', () => {
  it('shows an instant as Hong Kong time and reads it back', () => {
    expect(toHongKongWallClock('2026-11-23T18:30:00.000Z')).toBe('2026-11-24 02:30:00');
    expect(fromHongKongWallClock('2026-11-24 02:30:00')).toBe('2026-11-23T18:30:00.000Z');
    expect(fromHongKongWallClock('2026-11-24 02:30')).toBe('2026-11-23T18:30:00.000Z');
  });

  it('names yesterday by the Hong Kong calendar', () => {
    // 20:00 UTC on the 23rd is already 04:00 on the 24th in Hong Kong.
    expect(hongKongYesterday(Date.parse('2026-11-23T20:00:00Z'))).toBe('2026-11-23');
  });

  it('refuses text that is not a date', () => {
    expect(() => fromHongKongWallClock('soon')).toThrow();
  });
});
