import { lazy } from 'react';
import type { RoutePreload } from '../../app/routePreload';
import { bannersQuery, preloadBannerImage } from '../../features/banners';
import { publicConfigQuery } from '../../features/system';
import { withNamespaces } from '../../i18n/withNamespaces';

/** What the page's components speak beyond the preloaded namespaces (i18n/namespaceLoading.test.ts checks the list). */
export const HOME_NAMESPACES = ['home', 'banners', 'subscriptions', 'videos'] as const;

const loadHomePage = () => import('./HomePage');

/**
 * The banners come first and the first one's image is the page's largest paint: both asked for at start, not once the
 * page has run.
 */
export const homePreload: RoutePreload = {
  namespaces: HOME_NAMESPACES,
  async fetchData(_params, queryClient) {
    await Promise.all([queryClient.prefetchQuery(publicConfigQuery), queryClient.prefetchQuery(bannersQuery)]);
  },
  preloadLargestImage(_params, queryClient) {
    const config = queryClient.getQueryData(publicConfigQuery.queryKey);
    const first = queryClient.getQueryData(bannersQuery.queryKey)?.results[0];
    // In single-channel mode the home page leads to the channel and shows no banner (spec §2).
    if (config && !config.single_channel && first) preloadBannerImage(first);
  },
  loadCode() {
    void loadHomePage();
  },
};

// Pages load on demand: each route's code arrives when the route is first opened, with its translations.
export const HomePage = lazy(() => withNamespaces(loadHomePage(), HOME_NAMESPACES).then((module) => ({ default: module.HomePage })));
