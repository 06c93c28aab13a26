import { AspectRatio, Stack } from '@mantine/core';
import { useRef, useState, type ReactEventHandler, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionsButton } from './CaptionsButton';
import { playbackFor, useHlsSource } from './useHlsSource';
import { usePlayerCaptions } from './usePlayerCaptions';

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
  // A stream that failed falls back to its mp4, until the page gives another stream.
  const [failedHlsUrl, setFailedHlsUrl] = useState<string | null>(null);
  const playback = playbackFor(hlsUrl, failedHlsUrl);
  const source = playback === 'mp4' ? mp4Url : hlsUrl!;
  const mp4Captions = playback === 'mp4' ? captionsUrl : null;
  // Which source was found to have captions: another source must find its own.
  const [captionsFoundFor, setCaptionsFoundFor] = useState<string | null>(null);
  const hasCaptions = captionsFoundFor === `${playback} ${source}`;
  const hlsRef = useHlsSource({ videoRef, playback, source, setCaptionsFoundFor, setFailedHlsUrl });
  const { trackRef, captionsOn, toggleCaptions, onKeyDown } = usePlayerCaptions({
    videoRef,
    hlsRef,
    playback,
    source,
    mp4Captions,
    hasCaptions,
    setCaptionsFoundFor,
  });

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
