import { lazy } from 'react';
import type { RoutePreload } from '../../app/routePreload';
import { workspaceQuery } from '../../features/workspaces';
import { withNamespaces } from '../../i18n/withNamespaces';
import { preloadImage } from '../../lib/preloadImage';

/** What the page's components speak beyond the preloaded namespaces (i18n/namespaceLoading.test.ts checks the list). */
export const CHANNEL_NAMESPACES = ['forum', 'members', 'subscriptions', 'videos'] as const;

const loadChannelPage = () => import('./ChannelPage');

/** The page shows a loader until the channel is in: asked for at start, and its banner as soon as it is known. */
export const channelPreload: RoutePreload = {
  namespaces: CHANNEL_NAMESPACES,
  async fetchData({ idOrSlug }, queryClient) {
    if (idOrSlug) await queryClient.prefetchQuery(workspaceQuery(idOrSlug));
  },
  preloadLargestImage({ idOrSlug }, queryClient) {
    // The banner at the top is the page's largest paint.
    const bannerUrl = idOrSlug ? queryClient.getQueryData(workspaceQuery(idOrSlug).queryKey)?.banner_url : undefined;
    if (bannerUrl) preloadImage({ href: bannerUrl });
  },
  loadCode() {
    void loadChannelPage();
  },
};

// Pages load on demand: each route's code arrives when the route is first opened, with its translations.
export const ChannelPage = lazy(() =>
  withNamespaces(loadChannelPage(), CHANNEL_NAMESPACES).then((module) => ({ default: module.ChannelPage })),
);
