/** The platform's timezone (spec §9): days of logins and views are Hong Kong days. */
const hongKongDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Asia/Hong_Kong calendar day of an instant, as YYYY-MM-DD. */
export function hongKongDay(at: Date): string {
  return hongKongDate.format(at);
}

/** The instant a Hong Kong day (YYYY-MM-DD) starts: Hong Kong keeps UTC+8 all year (no summer time since 1979). */
export function hongKongDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the epoch of a YYYY-MM-DD day (calendar arithmetic only, no timezone). */
function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The longest run of consecutive Hong Kong days with at least one login; several logins on one day count once. */
export function longestLoginStreak(logins: readonly Date[]): number {
  const days = [...new Set(logins.map((at) => dayNumber(hongKongDay(at))))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  days.forEach((day, index) => {
    run = index > 0 && day === days[index - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}
