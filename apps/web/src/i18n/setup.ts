import type { DisplayLanguage } from '@platform/shared';
import i18n, { type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundledTranslations } from './backend';
import { I18N_LANGUAGE } from './languages';
import { DEFAULT_NAMESPACE, PRELOADED_NAMESPACES, type Namespace } from './namespaces';

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** The options the browser and a server render share; `namespaces` are loaded (or given) before the first render. */
function i18nOptions(language: DisplayLanguage, namespaces: readonly Namespace[]): InitOptions {
  return {
    lng: I18N_LANGUAGE[language],
    // Both languages hold every key (locales.test.ts), so a visitor loads only their own language's files.
    fallbackLng: false,
    supportedLngs: Object.values(I18N_LANGUAGE),
    load: 'currentOnly',
    ns: [...new Set([...PRELOADED_NAMESPACES, ...namespaces])],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: DEFAULT_NAMESPACE,
    // Asks for the namespaces at once, before the caller goes on to ask for the page's code.
    initAsync: false,
    // React already escapes rendered text.
    interpolation: { escapeValue: false },
  };
}

/**
 * Resolves once the preloaded namespaces of the language are in, with the first page's (`pageNamespaces`) fetched
 * beside them; the others load when a component asks for them. `translations` are namespaces already at hand (a server
 * render's, in its page): given, they are not fetched, so a server-rendered page can hydrate without waiting.
 */
export async function initI18n(
  language: DisplayLanguage,
  pageNamespaces: readonly Namespace[] = [],
  translations?: Record<string, unknown>,
): Promise<void> {
  const resources: Resource | undefined = translations ? { [I18N_LANGUAGE[language]]: translations as Resource[string] } : undefined;
  await i18n
    .use(bundledTranslations)
    .use(initReactI18next)
    .init({ ...i18nOptions(language, pageNamespaces), ...(resources ? { resources, partialBundledLanguages: true } : {}) });
  syncDocumentLanguage(i18n.language);
  i18n.on('languageChanged', syncDocumentLanguage);
}

/** A server render's start: the shared namespaces of the language; pages load theirs as they render. */
export async function initServerI18n(language: DisplayLanguage): Promise<void> {
  await i18n.use(bundledTranslations).use(initReactI18next).init(i18nOptions(language, []));
}

/** What a server render puts in its page for the browser: the namespaces given, in the current language. */
export function translationsAtHand(namespaces: readonly Namespace[]): Record<string, unknown> {
  const language = i18n.language;
  return Object.fromEntries(
    namespaces.flatMap((namespace) => {
      const bundle: unknown = i18n.getResourceBundle(language, namespace);
      return bundle ? [[namespace, bundle]] : [];
    }),
  );
}
