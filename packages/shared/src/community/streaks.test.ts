import { describe, expect, it } from 'vitest';
import { longestLoginStreak } from './streaks.js';

/** Hong Kong is UTC+8 all year: its midnight is 16:00 UTC. */
const at = (iso: string) => new Date(iso);
/** One login at 10:00 Hong Kong time on each of `count` days from 2026-03-01. */
const dailyLogins = (count: number, from = Date.parse('2026-03-01T02:00:00Z')) =>
  Array.from({ length: count }, (_, index) => new Date(from + index * 24 * 60 * 60 * 1000));

describe('longestLoginStreak', () => {
  it('is 0 without logins', () => {
    expect(longestLoginStreak([])).toBe(0);
  });

  it('counts ten daily logins as ten', () => {
    expect(longestLoginStreak(dailyLogins(10))).toBe(10);
  });

  it('counts two logins on one day once', () => {
    expect(longestLoginStreak([at('2026-03-01T01:00:00Z'), at('2026-03-01T09:00:00Z')])).toBe(1);
  });

  it('counts logins either side of Hong Kong midnight as two days, though they are one UTC day', () => {
    expect(longestLoginStreak([at('2026-03-01T15:30:00Z'), at('2026-03-01T16:30:00Z')])).toBe(2);
  });

  it('counts logins either side of UTC midnight as one Hong Kong day', () => {
    expect(longestLoginStreak([at('2026-03-01T23:30:00Z'), at('2026-03-02T00:30:00Z')])).toBe(1);
  });

  it('breaks the run on a missed Hong Kong day', () => {
    const logins = [...dailyLogins(4), ...dailyLogins(6, Date.parse('2026-03-06T02:00:00Z'))];
    expect(longestLoginStreak(logins)).toBe(6);
  });

  it('keeps the longest run when a later one is shorter, whatever the order given', () => {
    const logins = [...dailyLogins(3, Date.parse('2026-04-01T02:00:00Z')), ...dailyLogins(7)].reverse();
    expect(longestLoginStreak(logins)).toBe(7);
  });

  it('runs across a month end', () => {
    expect(longestLoginStreak(dailyLogins(5, Date.parse('2026-02-26T02:00:00Z')))).toBe(5);
  });
});
