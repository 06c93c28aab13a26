/**
 * Webinar times are chosen and shown in Hong Kong time (spec §9: Asia/Hong_Kong), whatever the browser's zone.
 * Hong Kong keeps UTC+8 all year, so the conversion is a fixed shift.
 */
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/** '2026-11-23T02:00:00.000Z' → '2026-11-23 10:00:00', the picker's wall-clock value. */
export function toHongKongWallClock(iso: string): string {
  return new Date(new Date(iso).getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** '2026-11-23 10:00:00' (or without seconds) in Hong Kong → the instant as an ISO string. */
export function fromHongKongWallClock(wallClock: string): string {
  const [date = '', time = '00:00:00'] = wallClock.trim().split(' ');
  const utc = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  if (Number.isNaN(utc)) throw new Error(`not a date and time: ${wallClock}`);
  return new Date(utc - HONG_KONG_OFFSET_MS).toISOString();
}

/** The first day the date picker offers: yesterday in Hong Kong (spec §5: days before yesterday are disabled). */
export function hongKongYesterday(now: number): string {
  return toHongKongWallClock(new Date(now - 24 * 60 * 60 * 1000).toISOString()).slice(0, 10);
}
