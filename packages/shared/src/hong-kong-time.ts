import { dateTimeFormat } from './common/intl-formats.js';

/**
 * Hong Kong time (spec §9): the platform's days, months and shown dates are Hong Kong's, whatever the server's or the
 * viewer's own clock says. Hong Kong keeps UTC+8 all year (no summer time since 1979), so converting is a fixed shift.
 */
export const DISPLAY_TIMEZONE = 'Asia/Hong_Kong';
/** Hong Kong's offset from UTC, as ISO 8601 writes it after a local time. */
export const HONG_KONG_UTC_OFFSET = '+08:00';

const OFFSET_MS = 8 * 60 * 60 * 1000;

/** The instant shifted so that its UTC fields read Hong Kong's wall clock. */
function shifted(at: Date): Date {
  return new Date(at.getTime() + OFFSET_MS);
}

/** The Hong Kong calendar day of an instant, as YYYY-MM-DD: the key of a login day or a day's views. */
export function hongKongIsoDate(at: Date): string {
  return shifted(at).toISOString().slice(0, 10);
}

/** The instant a Hong Kong day (YYYY-MM-DD) starts: 16:00 UTC of the day before. */
export function hongKongDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${HONG_KONG_UTC_OFFSET}`);
}

/** The Hong Kong calendar month of an instant (month 1-12), as earnings are counted. */
export function hongKongMonth(at: Date): { year: number; month: number } {
  const local = shifted(at);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

/** An instant as Hong Kong's wall clock, 'YYYY-MM-DD HH:mm:ss' (what a date-time picker shows). */
export function toHongKongWallClock(at: Date | string): string {
  return shifted(new Date(at)).toISOString().slice(0, 19).replace('T', ' ');
}

/** 'YYYY-MM-DD HH:mm:ss' (or without seconds) on Hong Kong's wall clock → the instant, as an ISO string. */
export function fromHongKongWallClock(wallClock: string): string {
  const [date = '', time = '00:00:00'] = wallClock.trim().split(' ');
  const at = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}${HONG_KONG_UTC_OFFSET}`);
  if (Number.isNaN(at)) throw new Error(`not a date and time: ${wallClock}`);
  return new Date(at).toISOString();
}

/**
 * A calendar day as people read it, in Hong Kong: "1 Dec 2026" in en-HK, "2026年12月1日" in zh-HK. The day an email
 * names or a page shows (a payment, a renewal, a code's expiry). Text that is not a date is given back unchanged.
 */
export function formatHongKongDate(at: Date | string, locale: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return dateTimeFormat(locale, { timeZone: DISPLAY_TIMEZONE, dateStyle: 'medium' }).format(date);
}
