import { describe, expect, it } from 'vitest';
import { formatDateTime, formatHongKongDay, formatPostedAt } from './formatDateTime';

describe('formatDateTime', () => {
  it('shows Hong Kong time (UTC+8) to the minute, without seconds', () => {
    expect(formatDateTime('2026-11-28T07:43:12Z', 'en')).toBe('28/11/2026, 15:43');
    expect(formatDateTime('2025-01-31T23:30:05Z', 'en')).toBe('01/02/2025, 07:30');
  });

  it('uses the Hong Kong Chinese format in zh, also without seconds', () => {
    // ICU puts a no-break space between the day and the time in zh-HK.
    expect(formatDateTime('2026-11-28T07:43:12Z', 'zh')).toMatch(/^28\/11\/2026\s15:43$/);
  });

  it('returns the raw text when it is not a date', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});

describe('formatPostedAt', () => {
  it('writes the month in words and stops at the minute, in Hong Kong time', () => {
    expect(formatPostedAt('2025-01-31T23:30:05Z', 'en')).toBe('1 Feb 2025, 07:30');
    expect(formatPostedAt('2025-01-31T23:30:05Z', 'zh')).toBe('2025年2月1日 07:30');
    expect(formatPostedAt('soon', 'en')).toBe('soon');
  });
});

describe('formatHongKongDay', () => {
  it('gives the Hong Kong day, not the UTC one', () => {
    // 16:30 UTC on 30 November is already 1 December in Hong Kong.
    expect(formatHongKongDay('2026-11-30T16:30:00.000Z', 'en')).toBe('1 Dec 2026');
    expect(formatHongKongDay('2026-11-30T16:30:00.000Z', 'zh')).toBe('2026年12月1日');
    // A code's last moment, 23:59:59 in Hong Kong, is 15:59:59 UTC: still the 31st.
    expect(formatHongKongDay('2026-12-31T15:59:59.000Z', 'en')).toBe('31 Dec 2026');
  });

  it('leaves text that is no date as it is', () => {
    expect(formatHongKongDay('soon', 'en')).toBe('soon');
  });
});
