import type { BackendModule, ReadCallback } from 'i18next';

type Translations = Record<string, unknown>;

/** Each language's namespace is a chunk of its own, fetched the first time a component asks for it. */
const loaders = import.meta.glob<Translations>('./locales/*/*.json', { import: 'default' });

/** An i18next backend that reads the bundled translation files on demand instead of all of them at start. */
export const bundledTranslations: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (translations) => callback(null, translations),
      // A failed fetch (a dropped connection) is retried by i18next's loader before it gives up.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
