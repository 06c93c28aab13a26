import { lazy } from 'react';
import type { RoutePreload } from '../../app/routePreload';
import { bannersQuery, preloadBannerImage } from '../../features/banners';
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
  fetchData(_params, queryClient) {
    queryClient.fetchQuery(bannersQuery).then(
      ({ results: [first] }) => first && preloadBannerImage(first),
      // The carousel asks again and shows nothing when there are no banners; a preload has nothing to add.
      () => undefined,
    );
  },
  loadCode() {
    void loadHomePage();
  },
};

// Pages load on demand: each route's code arrives when the route is first opened, with its translations.
export const HomePage = lazy(() => withNamespaces(loadHomePage(), HOME_NAMESPACES).then((module) => ({ default: module.HomePage })));
