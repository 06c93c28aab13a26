import { MEDIA_URL_REFRESH_MS } from '@platform/shared';
import Hls, { type LoaderCallbacks, type LoaderConfiguration, type LoaderContext } from 'hls.js';
import { createFreshUrls } from '../lib/freshMediaUrls';

/**
 * An hls.js player that keeps its signed URLs fresh: it fetches the playlists it loaded again every
 * MEDIA_URL_REFRESH_MS (and when the page is shown again) and loads each file at the newest URL it got for it.
 * Answers the player and a function that stops the refreshing.
 */
export function startRefreshingHls(): { player: Hls; stop: () => void } {
  const fresh = createFreshUrls();
  class FreshLoader extends Hls.DefaultConfig.loader {
    load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
      context.url = fresh.current(context.url);
      super.load(context, config, callbacks);
    }
  }
  const player = new Hls({ loader: FreshLoader });
  const playlists = new Set<string>();
  player.on(Hls.Events.LEVEL_LOADED, (_event, data) => playlists.add(data.details.url));
  player.on(Hls.Events.SUBTITLE_TRACK_LOADED, (_event, data) => playlists.add(data.details.url));
  const refresh = () => {
    for (const url of playlists) {
      // The server checks access again here: a viewer whose access ended gets no new URLs, and the old ones expire.
      void fetch(url, { credentials: 'same-origin' })
        .then(async (answer) => (answer.ok ? fresh.learn(await answer.text(), url) : undefined))
        .catch(() => undefined);
    }
  };
  const timer = window.setInterval(refresh, MEDIA_URL_REFRESH_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  return {
    player,
    stop: () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
