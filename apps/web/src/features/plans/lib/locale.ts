import type { DisplayLanguage } from '@platform/shared';

/** Hong Kong locales: money reads "US$19.99" / "HK$38.00" in both languages, so the two currencies never look alike. */
const LOCALE_OF: Record<DisplayLanguage, string> = { en: 'en-HK', zh: 'zh-HK' };

export function displayLocale(language: DisplayLanguage): string {
  return LOCALE_OF[language];
}
