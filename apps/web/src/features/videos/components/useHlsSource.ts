import Hls from 'hls.js';
import { useEffect, useRef, type RefObject } from 'react';
import { startRefreshingHls } from './refreshingHls';

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** How the recording plays: hls.js on Media Source Extensions, the browser's own HLS (Safari), or the mp4. */
export type Playback = 'hls.js' | 'native-hls' | 'mp4';

export function playbackFor(hlsUrl: string | null, failedHlsUrl: string | null): Playback {
  if (!hlsUrl || hlsUrl === failedHlsUrl) return 'mp4';
  if (Hls.isSupported()) return 'hls.js';
  return document.createElement('video').canPlayType(HLS_MIME) ? 'native-hls' : 'mp4';
}

export const isCaptionTrack = (track: TextTrack) => track.kind === 'captions' || track.kind === 'subtitles';

/** Times in a row the element may load its source again after a failure before the error stands. */
const MAX_RELOADS = 3;

interface HlsSourceOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  playback: Playback;
  source: string;
  /** Told `${playback} ${source}` once the source is found to carry captions. */
  setCaptionsFoundFor: (key: string) => void;
  /** Told the stream's URL when hls.js cannot read it: the player falls back to the mp4. */
  setFailedHlsUrl: (url: string) => void;
}

/**
 * Plays `source` on the video element the way `playback` says, until either changes: hls.js with URLs kept fresh, or
 * the element's own source, loaded again when its signed URL has expired. Answers the hls.js player while there is one.
 */
export function useHlsSource({ videoRef, playback, source, setCaptionsFoundFor, setFailedHlsUrl }: HlsSourceOptions) {
  const hlsRef = useRef<Hls | null>(null);

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
  }, [playback, source, videoRef, setCaptionsFoundFor, setFailedHlsUrl]);

  return hlsRef;
}
