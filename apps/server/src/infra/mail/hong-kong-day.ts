import { DISPLAY_TIMEZONE } from '@platform/shared';

/** The day an email names, as it was in Hong Kong (spec §9): "1 Dec 2026" for en-HK, "2026年12月1日" for zh-HK. */
export function hongKongDay(at: Date, locale: 'en-HK' | 'zh-HK'): string {
  return new Intl.DateTimeFormat(locale, { timeZone: DISPLAY_TIMEZONE, dateStyle: 'medium' }).format(at);
}
