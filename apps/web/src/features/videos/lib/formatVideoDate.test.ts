import { describe, expect, it } from 'vitest';
import { formatStartTime, formatVideoDate } from './formatVideoDate';

describe('formatVideoDate', () => {
  it('shows the day in Hong Kong (UTC+8)', () => {
    expect(formatVideoDate('2025-01-31T23:30:05Z', 'en')).toBe('1 Feb 2025');
  });

  it('uses the Hong Kong Chinese form in zh', () => {
    expect(formatVideoDate('2025-01-31T23:30:05Z', 'zh')).toBe('2025年2月1日');
  });

  it('returns the raw text when it is not a date', () => {
    expect(formatVideoDate('soon', 'en')).toBe('soon');
  });
});

describe('formatStartTime', () => {
  it('adds the Hong Kong time to the minute', () => {
    const text = formatStartTime('2025-01-31T23:30:05Z', 'en');
    expect(text).toContain('1 Feb 2025');
    expect(text).toContain('07:30');
    expect(text).not.toContain('07:30:05');
  });
});
