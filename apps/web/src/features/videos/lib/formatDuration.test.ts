import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it('shows mm:ss under an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(8)).toBe('00:08');
    expect(formatDuration(605)).toBe('10:05');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('shows HH:mm:ss from 3600 seconds', () => {
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(3 * 3600 + 2 * 60 + 1)).toBe('03:02:01');
    expect(formatDuration(100 * 3600)).toBe('100:00:00');
  });

  it('drops fractions of a second', () => {
    expect(formatDuration(59.99)).toBe('00:59');
  });

  it('shows nothing worse than 00:00 for a negative or broken length', () => {
    expect(formatDuration(-5)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });
});
