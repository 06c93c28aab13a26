import { AspectRatio, Stack } from '@mantine/core';
import Hls from 'hls.js';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactEventHandler, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { readCaptionsOn, storeCaptionsOn } from '../lib/captionsPreference';
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

/**
 * Plays a recording: through hls.js where the browser has Media Source Extensions, natively where it plays HLS
 * itself (Safari on iOS), else the mp4 as uploaded. Every URL is same-origin, so segment requests carry the session
 * cookie the server checks on each of them. A recording with captions gets a CC button: off by default, the viewer's
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

    if (playback === 'hls.js') {
      const player = new Hls();
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
