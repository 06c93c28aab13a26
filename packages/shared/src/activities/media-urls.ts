/**
 * Media bytes (HLS segments, the mp4, captions) are fetched at signed URLs that expire; the playlist that hands them
 * out is where access is checked. A URL lives from 4 to 5 minutes (its expiry is rounded to the minute, so everyone
 * watching in the same minute shares URLs and caches): a viewer whose access ends (a refund, a removal) loses the
 * video within 5 minutes, while a player that refreshes every 2 minutes always holds URLs with 2 minutes to go.
 */
export const MEDIA_URL_LIFETIME_SECONDS = 300;
export const MEDIA_URL_REFRESH_MS = 120_000;

/** The expiry (Unix seconds) of a media URL signed at `nowMs`: between 4 and 5 minutes later. */
export function mediaUrlExpiry(nowMs: number): number {
  return Math.floor(nowMs / 60_000) * 60 + MEDIA_URL_LIFETIME_SECONDS;
}
