import type { DisplayLanguage } from '@platform/shared';

const LOCALE_OF: Record<DisplayLanguage, string> = { en: 'en-HK', zh: 'zh-HK' };
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago something happened, in the largest whole unit ("3 days ago", "3 日前"). */
export function formatAge(iso: string, nowMs: number, language: DisplayLanguage): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const seconds = Math.max(0, Math.round((nowMs - then) / 1000));
  const format = new Intl.RelativeTimeFormat(LOCALE_OF[language], { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
