import { describe, expect, it } from 'vitest';
import { formatHongKongDate } from './formatDate';

describe('formatHongKongDate', () => {
  it('gives the Hong Kong day, not the UTC one', () => {
    // 20:00 UTC on 30 November is already 1 December in Hong Kong.
    expect(formatHongKongDate('2026-11-30T20:00:00.000Z', 'en')).toBe('1 Dec 2026');
    expect(formatHongKongDate('2026-11-30T20:00:00.000Z', 'zh')).toBe('2026年12月1日');
  });

  it('leaves text that is no date as it is', () => {
    expect(formatHongKongDate('soon', 'en')).toBe('soon');
  });
});
