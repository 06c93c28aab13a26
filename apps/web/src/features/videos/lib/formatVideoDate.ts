import { DISPLAY_TIMEZONE, dateTimeFormat, type DisplayLanguage } from '@platform/shared';

const LOCALE_OF: Record<DisplayLanguage, string> = { en: 'en-HK', zh: 'zh-HK' };

function format(iso: string, language: DisplayLanguage, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Hong Kong time whatever the viewer's own clock says (spec §9).
  return dateTimeFormat(LOCALE_OF[language], { timeZone: DISPLAY_TIMEZONE, ...options }).format(date);
}

/** The day of a video, as on its card and its page ("31 Jan 2025", "2025年1月31日"). */
export function formatVideoDate(iso: string, language: DisplayLanguage): string {
  return format(iso, language, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** When a live webinar starts: the day and the time to the minute. */
export function formatStartTime(iso: string, language: DisplayLanguage): string {
  return format(iso, language, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}
