import { hongKongIsoDate } from '../hong-kong-time.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the epoch of a YYYY-MM-DD day (calendar arithmetic only, no timezone). */
function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The longest run of consecutive Hong Kong days with at least one login; several logins on one day count once. */
export function longestLoginStreak(logins: readonly Date[]): number {
  const days = [...new Set(logins.map((at) => dayNumber(hongKongIsoDate(at))))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  days.forEach((day, index) => {
    run = index > 0 && day === days[index - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}
