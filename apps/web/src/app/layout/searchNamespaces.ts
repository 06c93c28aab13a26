/** What the search modal speaks beyond the preloaded namespaces, fetched with its code (i18n/namespaceLoading.test.ts checks it). */
export const SEARCH_NAMESPACES = ['analysis', 'subscriptions', 'videos'] as const;
