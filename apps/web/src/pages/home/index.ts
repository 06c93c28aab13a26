import { lazy } from 'react';
import { withNamespaces } from '../../i18n/withNamespaces';

/** What the page's components speak beyond the preloaded namespaces (i18n/namespaceLoading.test.ts checks the list). */
export const HOME_NAMESPACES = ['home', 'banners', 'subscriptions', 'videos'] as const;

// Pages load on demand: each route's code arrives when the route is first opened, with its translations.
export const HomePage = lazy(() => withNamespaces(import('./HomePage'), HOME_NAMESPACES).then((module) => ({ default: module.HomePage })));
