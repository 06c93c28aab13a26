import { lazy } from 'react';
import type { RoutePreload } from '../../app/routePreload';
import { activityQuery, loadVideoPlayback } from '../../features/videos';
import { withNamespaces } from '../../i18n/withNamespaces';

/** What the page's components speak beyond the preloaded namespaces (i18n/namespaceLoading.test.ts checks the list). */
export const VIDEO_PLAYBACK_NAMESPACES = ['analysis', 'live', 'subscriptions', 'videos'] as const;

const loadVideoPlaybackPage = () => import('./VideoPlaybackPage');

/** The page's code, the playback body it renders and the video it shows, asked for side by side at start. */
export const videoPlaybackPreload: RoutePreload = {
  namespaces: VIDEO_PLAYBACK_NAMESPACES,
  async fetchData({ id }, queryClient) {
    if (id) await queryClient.prefetchQuery(activityQuery(id));
  },
  loadCode() {
    void loadVideoPlaybackPage();
    void loadVideoPlayback();
  },
};

// Pages load on demand: each route's code arrives when the route is first opened, with its translations.
export const VideoPlaybackPage = lazy(() =>
  withNamespaces(loadVideoPlaybackPage(), VIDEO_PLAYBACK_NAMESPACES).then((module) => ({ default: module.VideoPlaybackPage })),
);
