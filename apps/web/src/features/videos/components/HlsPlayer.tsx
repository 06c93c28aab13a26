import { AspectRatio, Stack } from '@mantine/core';
import { MEDIA_URL_REFRESH_MS } from '@platform/shared';
import Hls, { type LoaderCallbacks, type LoaderConfiguration, type LoaderContext } from 'hls.js';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactEventHandler, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { readCaptionsOn, storeCaptionsOn } from '../lib/captionsPreference';
import { createFreshUrls } from '../lib/freshMediaUrls';
import { CaptionsButton } from './CaptionsButton';

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** How the recording plays: hls.js on Media Source Extensions, the browser's own HLS (Safari), or the mp4. */
type Playback = 'hls.js' | 'native-hls' | 'mp4';

interface HlsPlayerProps {
  /** The adaptive stream; null while it is not processed, when the mp4 plays instead. */
  hlsUrl: string | null;
  mp4Url: string;
  /** The captions as WebVTT, for the mp4; the stream names its own. Null when the recording has none to offer. */
  captionsUrl?: string | null;
  /** The language the captions are written in (BCP 47). */
  captionsLanguage?: string;
  poster: string | null;
  title: string;
  /** The caller's handle on the element, for pages that seek it (chunk transcripts, the review timeline). */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** As the played time advances (the playback page reports a view with it). */
  onTimeUpdate?: ReactEventHandler<HTMLVideoElement>;
}

function playbackFor(hlsUrl: string | null, failedHlsUrl: string | null): Playback {
  if (!hlsUrl || hlsUrl === failedHlsUrl) return 'mp4';
  if (Hls.isSupported()) return 'hls.js';
  return document.createElement('video').canPlayType(HLS_MIME) ? 'native-hls' : 'mp4';
}

const isCaptionTrack = (track: TextTrack) => track.kind === 'captions' || track.kind === 'subtitles';

/** Times in a row the element may load its source again after a failure before the error stands. */
const MAX_RELOADS = 3;

/**
 * An hls.js player that keeps its signed URLs fresh: it fetches the playlists it loaded again every
 * MEDIA_URL_REFRESH_MS (and when the page is shown again) and loads each file at the newest URL it got for it.
 * Answers the player and a function that stops the refreshing.
 */
function startRefreshingHls(): { player: Hls; stop: () => void } {
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

/**
 * Plays a recording: through hls.js where the browser has Media Source Extensions, natively where it plays HLS
 * itself (Safari on iOS), else the mp4 as uploaded. The server checks access on the playlists and the mp4's path,
 * which name the bytes at URLs signed for a few minutes (on this origin or the storage's): the player refreshes them. A recording with captions gets a CC button: off by default, the viewer's
 * choice remembered for the next video.
 */
export function HlsPlayer({
  hlsUrl,
  mp4Url,
  captionsUrl = null,
  captionsLanguage,
  poster,
  title,
  videoRef: callerRef,
  onTimeUpdate,
}: HlsPlayerProps) {
  const { t } = useTranslation('videos');
  const ownRef = useRef<HTMLVideoElement>(null);
  const videoRef = callerRef ?? ownRef;
  const trackRef = useRef<HTMLTrackElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  // A stream that failed falls back to its mp4, until the page gives another stream.
  const [failedHlsUrl, setFailedHlsUrl] = useState<string | null>(null);
  const playback = playbackFor(hlsUrl, failedHlsUrl);
  const source = playback === 'mp4' ? mp4Url : hlsUrl!;
  const mp4Captions = playback === 'mp4' ? captionsUrl : null;
  // Which source was found to have captions: another source must find its own.
  const [captionsFoundFor, setCaptionsFoundFor] = useState<string | null>(null);
  const hasCaptions = captionsFoundFor === `${playback} ${source}`;
  const [captionsOn, setCaptionsOn] = useState(readCaptionsOn);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const found = () => setCaptionsFoundFor(`${playback} ${source}`);

    let stopRefreshing = () => {};
    // The mp4 (and Safari's own HLS) is sent on to a URL signed for minutes: once that has expired, a seek or the next
    // range fails, and the element loads the same path again, where the server checks access and signs anew.
    let reloads = 0;
    const onError = () => {
      if (playback === 'hls.js' || reloads >= MAX_RELOADS || video.error?.code === MediaError.MEDIA_ERR_ABORTED) return;
      reloads += 1;
      const at = video.currentTime;
      const playing = !video.paused;
      video.src = source;
      video.currentTime = at;
      if (playing) void video.play().catch(() => undefined);
    };
    const onLoaded = () => {
      reloads = 0;
    };
    video.addEventListener('error', onError);
    video.addEventListener('loadeddata', onLoaded);

    if (playback === 'hls.js') {
      const { player, stop } = startRefreshingHls();
      stopRefreshing = stop;
      hlsRef.current = player;
      player.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, (_event, data) => {
        if (data.subtitleTracks.length > 0) found();
      });
      player.on(Hls.Events.ERROR, (_event, data) => {
        // A stream that cannot be read still has its mp4: better to play that than to show a broken player.
        if (data.fatal && hlsRef.current === player) setFailedHlsUrl(source);
      });
      player.loadSource(source);
      player.attachMedia(video);
    } else {
      video.src = source;
    }
    // Safari lists the stream's subtitles renditions as text tracks of the element.
    const onAddTrack = (event: TrackEvent) => {
      if (playback === 'native-hls' && event.track && isCaptionTrack(event.track)) found();
    };
    video.textTracks.addEventListener('addtrack', onAddTrack);

    return () => {
      stopRefreshing();
      video.removeEventListener('error', onError);
      video.removeEventListener('loadeddata', onLoaded);
      video.textTracks.removeEventListener('addtrack', onAddTrack);
      hlsRef.current?.destroy();
      hlsRef.current = null;
      // Stops the download of a source no longer shown.
      video.removeAttribute('src');
      video.load();
    };
  }, [playback, source, videoRef]);

  // The mp4's captions file: a track loads only when not disabled, so it is hidden until the viewer turns it on.
  useEffect(() => {
    const element = trackRef.current;
    if (!element) return undefined;
    const onLoad = () => setCaptionsFoundFor(`mp4 ${source}`);
    element.addEventListener('load', onLoad);
    if (element.track.mode === 'disabled') element.track.mode = 'hidden';
    if (element.readyState === HTMLTrackElement.LOADED) onLoad();
    return () => element.removeEventListener('load', onLoad);
  }, [mp4Captions, source]);

  useEffect(() => {
    const video = videoRef.current;
    if (!hasCaptions || !video) return;
    const player = hlsRef.current;
    if (player) {
      player.subtitleDisplay = true;
      player.subtitleTrack = captionsOn ? 0 : -1;
      return;
    }
    for (const track of Array.from(video.textTracks).filter(isCaptionTrack)) {
      // The mp4's track stays loaded (hidden) so that turning it on again needs no new request.
      track.mode = captionsOn ? 'showing' : playback === 'mp4' ? 'hidden' : 'disabled';
    }
  }, [captionsOn, hasCaptions, playback, videoRef]);

  const toggleCaptions = () => {
    setCaptionsOn((on) => {
      storeCaptionsOn(!on);
      return !on;
    });
  };

  // C toggles captions from the focused player, as on the common video sites.
  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    if (!hasCaptions || event.key.toLowerCase() !== 'c' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    toggleCaptions();
  };

  return (
    <Stack gap={4}>
      <AspectRatio ratio={16 / 9}>
        <video
          ref={videoRef}
          controls
          playsInline
          preload="metadata"
          poster={poster ?? undefined}
          aria-label={title}
          data-testid="video-player"
          onTimeUpdate={onTimeUpdate}
          onKeyDown={onKeyDown}
          style={{
            background: 'black',
            objectFit: 'contain',
            borderRadius: 'var(--mantine-radius-md)',
            // A seek from a transcript line scrolls the player into view below the sticky top bar, not under it.
            scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
          }}
        >
          {mp4Captions && (
            <track ref={trackRef} kind="captions" src={mp4Captions} srcLang={captionsLanguage} label={t('captions.trackLabel')} />
          )}
        </video>
      </AspectRatio>
      {hasCaptions && <CaptionsButton on={captionsOn} onToggle={toggleCaptions} />}
    </Stack>
  );
}
