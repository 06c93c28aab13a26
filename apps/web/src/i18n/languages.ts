import type { DisplayLanguage } from '@platform/shared';

/** The i18next resource language behind each display language; zh is written for Hong Kong. */
export const I18N_LANGUAGE = { en: 'en', zh: 'zh-HK' } as const satisfies Record<DisplayLanguage, string>;
export type I18nLanguage = (typeof I18N_LANGUAGE)[DisplayLanguage];

export function displayLanguageOf(i18nLanguage: string | undefined): DisplayLanguage {
  return i18nLanguage?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
