import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPostedAt } from './formatDateTime';

describe('formatDateTime', () => {
  it('shows Hong Kong time (UTC+8)', () => {
    const text = formatDateTime('2025-01-31T23:30:05Z', 'en');
    expect(text).toContain('01/02/2025');
    expect(text).toContain('07:30:05');
  });

  it('uses the Hong Kong Chinese format in zh', () => {
    expect(formatDateTime('2025-01-31T23:30:05Z', 'zh')).toContain('2025');
    expect(formatDateTime('2025-01-31T23:30:05Z', 'zh')).toContain('07:30:05');
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
