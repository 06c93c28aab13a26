import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import type { RoutePreload } from '../../app/routePreload';
import { bannersQuery, preloadBannerImage } from '../../features/banners';
import { publicConfigQuery } from '../../features/system';
import { withNamespaces } from '../../i18n/withNamespaces';

/** What the page's components speak beyond the preloaded namespaces (i18n/namespaceLoading.test.ts checks the list). */
export const HOME_NAMESPACES = ['home', 'banners', 'subscriptions', 'videos'] as const;

const loadHomePage = () => import('./HomePage');

/** In single-channel mode the home page leads to the channel and shows no banner (spec §2). */
async function preloadFirstBanner(queryClient: QueryClient): Promise<void> {
  const [config, banners] = await Promise.all([queryClient.fetchQuery(publicConfigQuery), queryClient.fetchQuery(bannersQuery)]);
  const first = banners.results[0];
  if (!config.single_channel && first) preloadBannerImage(first);
}

/**
 * The banners come first and the first one's image is the page's largest paint: both asked for at start, not once the
 * page has run.
 */
export const homePreload: RoutePreload = {
  namespaces: HOME_NAMESPACES,
  fetchData(_params, queryClient) {
    // The page asks again and shows what it has; a preload has nothing to add.
    preloadFirstBanner(queryClient).catch(() => undefined);
  },
  loadCode() {
    void loadHomePage();
  },
};

// Pages load on demand: each route's code arrives when the route is first opened, with its translations.
export const HomePage = lazy(() => withNamespaces(loadHomePage(), HOME_NAMESPACES).then((module) => ({ default: module.HomePage })));
