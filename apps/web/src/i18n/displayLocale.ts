import type { DisplayLanguage } from '@platform/shared';

/**
 * The Intl locale each display language formats with. Hong Kong locales in both languages: money reads "US$19.99" and
 * "HK$38.00", so the card and phone-bill currencies never look alike, and days read "1 Dec 2026" / "2026年12月1日".
 */
const LOCALE_OF: Record<DisplayLanguage, string> = { en: 'en-HK', zh: 'zh-HK' };

export function displayLocale(language: DisplayLanguage): string {
  return LOCALE_OF[language];
}
