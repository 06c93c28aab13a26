import type { DisplayLanguage } from '@platform/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundledTranslations } from './backend';
import { I18N_LANGUAGE } from './languages';
import { DEFAULT_NAMESPACE, PRELOADED_NAMESPACES, type Namespace } from './namespaces';

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/**
 * Resolves once the preloaded namespaces of the language are in, with the first page's (`pageNamespaces`) fetched
 * beside them; the others load when a component asks for them.
 */
export async function initI18n(language: DisplayLanguage, pageNamespaces: readonly Namespace[] = []): Promise<void> {
  await i18n
    .use(bundledTranslations)
    .use(initReactI18next)
    .init({
      lng: I18N_LANGUAGE[language],
      // Both languages hold every key (locales.test.ts), so a visitor loads only their own language's files.
      fallbackLng: false,
      supportedLngs: Object.values(I18N_LANGUAGE),
      load: 'currentOnly',
      ns: [...new Set([...PRELOADED_NAMESPACES, ...pageNamespaces])],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: DEFAULT_NAMESPACE,
      // Asks for the namespaces at once, before the caller goes on to ask for the page's code.
      initAsync: false,
      // React already escapes rendered text.
      interpolation: { escapeValue: false },
    });
  syncDocumentLanguage(i18n.language);
  i18n.on('languageChanged', syncDocumentLanguage);
}
