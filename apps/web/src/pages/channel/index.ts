import { lazy } from 'react';
import { withNamespaces } from '../../i18n/withNamespaces';

/** What the page's components speak beyond the preloaded namespaces (i18n/namespaceLoading.test.ts checks the list). */
export const CHANNEL_NAMESPACES = ['forum', 'members', 'subscriptions', 'videos'] as const;

// Pages load on demand: each route's code arrives when the route is first opened, with its translations.
export const ChannelPage = lazy(() =>
  withNamespaces(import('./ChannelPage'), CHANNEL_NAMESPACES).then((module) => ({ default: module.ChannelPage })),
);
