import type { DisplayLanguage } from '@platform/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_LANGUAGE } from './languages';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './resources';

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

export async function initI18n(language: DisplayLanguage): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources,
    lng: I18N_LANGUAGE[language],
    fallbackLng: 'en',
    supportedLngs: Object.values(I18N_LANGUAGE),
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: DEFAULT_NAMESPACE,
    // React already escapes rendered text.
    interpolation: { escapeValue: false },
  });
  syncDocumentLanguage(i18n.language);
  i18n.on('languageChanged', syncDocumentLanguage);
}
