import { DISPLAY_TIMEZONE, type DisplayLanguage } from '@platform/shared';

/** The Intl locale each display language formats money and dates with (en-HK writes US$ and HK$). */
export const MONEY_LOCALE: Record<DisplayLanguage, string> = { en: 'en-HK', zh: 'zh-HK' };

/** A calendar day in Hong Kong (spec §9: Asia/Hong_Kong), e.g. "1 Dec 2026" or "2026年12月1日". */
export function formatHongKongDate(iso: string, language: DisplayLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(MONEY_LOCALE[language], { timeZone: DISPLAY_TIMEZONE, dateStyle: 'medium' }).format(date);
}
