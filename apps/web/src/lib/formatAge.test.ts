import { describe, expect, it } from 'vitest';
import { formatAge } from './formatAge';

const now = Date.parse('2025-03-10T12:00:00Z');

describe('formatAge', () => {
  it('uses the largest whole unit', () => {
    expect(formatAge('2025-03-07T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(formatAge('2025-03-10T09:30:00Z', now, 'en')).toBe('2 hours ago');
    expect(formatAge('2024-02-01T00:00:00Z', now, 'en')).toBe('last year');
  });

  it('says now for the last minute and speaks Chinese in zh', () => {
    expect(formatAge('2025-03-10T11:59:30Z', now, 'en')).toBe('now');
    expect(formatAge('2025-03-07T12:00:00Z', now, 'zh')).toContain('3');
  });

  it('returns the raw text when it is not a date', () => {
    expect(formatAge('soon', now, 'en')).toBe('soon');
  });
});
