import { DISPLAY_TIMEZONE, dateTimeFormat, formatHongKongDate, type DisplayLanguage } from '@platform/shared';
import { displayLocale } from '../i18n/displayLocale';

/** Times are shown in Hong Kong time whatever the viewer's own clock says (spec §9); the raw text when not a date. */
function formatInHongKong(iso: string, language: DisplayLanguage, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(displayLocale(language), { timeZone: DISPLAY_TIMEZONE, ...options }).format(date);
}

/** A record's time in a list, to the minute ("28/11/2026, 15:43"): seconds only crowd a table's column. */
export function formatDateTime(iso: string, language: DisplayLanguage): string {
  return formatInHongKong(iso, language, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * A date and time to the minute, the month in words ("27 Nov 2026, 11:53"): when people posted, or when a coupon ends;
 * records in a table use the numeric `formatDateTime`.
 */
export function formatPostedAt(iso: string, language: DisplayLanguage): string {
  return formatInHongKong(iso, language, {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A calendar day ("1 Dec 2026" / "2026年12月1日"): when a plan renews or a code stops working. */
export function formatHongKongDay(iso: string, language: DisplayLanguage): string {
  return formatHongKongDate(iso, displayLocale(language));
}
