import { AspectRatio } from '@mantine/core';
import Hls from 'hls.js';
import { useEffect, useRef, type ReactEventHandler, type RefObject } from 'react';

const HLS_MIME = 'application/vnd.apple.mpegurl';

interface HlsPlayerProps {
  /** The adaptive stream; null while it is not processed, when the mp4 plays instead. */
  hlsUrl: string | null;
  mp4Url: string;
  poster: string | null;
  title: string;
  /** The caller's handle on the element, for pages that seek it (chunk transcripts, the review timeline). */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** As the played time advances (the playback page reports a view with it). */
  onTimeUpdate?: ReactEventHandler<HTMLVideoElement>;
}

/**
 * Plays a recording: through hls.js where the browser has Media Source Extensions, natively where it plays HLS
 * itself (Safari on iOS), else the mp4 as uploaded. Every URL is same-origin, so segment requests carry the session
 * cookie the server checks on each of them.
 */
export function HlsPlayer({ hlsUrl, mp4Url, poster, title, videoRef: callerRef, onTimeUpdate }: HlsPlayerProps) {
  const ownRef = useRef<HTMLVideoElement>(null);
  const videoRef = callerRef ?? ownRef;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let hls: Hls | null = null;

    if (hlsUrl && Hls.isSupported()) {
      const player = new Hls();
      hls = player;
      player.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal || hls !== player) return;
        // A stream that cannot be read still has its mp4: better to play that than to show a broken player.
        player.destroy();
        hls = null;
        video.src = mp4Url;
      });
      player.loadSource(hlsUrl);
      player.attachMedia(video);
    } else {
      video.src = hlsUrl && video.canPlayType(HLS_MIME) ? hlsUrl : mp4Url;
    }

    return () => {
      hls?.destroy();
      // Stops the download of a source no longer shown.
      video.removeAttribute('src');
      video.load();
    };
  }, [hlsUrl, mp4Url, videoRef]);

  return (
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
        style={{
          background: 'black',
          objectFit: 'contain',
          borderRadius: 'var(--mantine-radius-md)',
          // A seek from a transcript line scrolls the player into view below the sticky top bar, not under it.
          scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
        }}
      />
    </AspectRatio>
  );
}
