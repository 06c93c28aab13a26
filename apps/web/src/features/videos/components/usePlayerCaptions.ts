import type Hls from 'hls.js';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { readCaptionsOn, storeCaptionsOn } from '../lib/captionsPreference';
import { isCaptionTrack, type Playback } from './useHlsSource';

interface PlayerCaptionsOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  hlsRef: RefObject<Hls | null>;
  playback: Playback;
  source: string;
  /** The mp4's captions file, when the mp4 plays and has one. */
  mp4Captions: string | null;
  hasCaptions: boolean;
  setCaptionsFoundFor: (key: string) => void;
}

/**
 * The player's captions: off by default, the viewer's choice remembered for the next video, shown through hls.js or
 * the element's text tracks. Answers the ref for the mp4's <track>, the state, its toggle and the C key's handler.
 */
export function usePlayerCaptions({
  videoRef,
  hlsRef,
  playback,
  source,
  mp4Captions,
  hasCaptions,
  setCaptionsFoundFor,
}: PlayerCaptionsOptions) {
  const trackRef = useRef<HTMLTrackElement>(null);
  const [captionsOn, setCaptionsOn] = useState(readCaptionsOn);

  // The mp4's captions file: a track loads only when not disabled, so it is hidden until the viewer turns it on.
  useEffect(() => {
    const element = trackRef.current;
    if (!element) return undefined;
    const onLoad = () => setCaptionsFoundFor(`mp4 ${source}`);
    element.addEventListener('load', onLoad);
    if (element.track.mode === 'disabled') element.track.mode = 'hidden';
    if (element.readyState === HTMLTrackElement.LOADED) onLoad();
    return () => element.removeEventListener('load', onLoad);
  }, [mp4Captions, source, setCaptionsFoundFor]);

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
  }, [captionsOn, hasCaptions, playback, videoRef, hlsRef]);

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

  return { trackRef, captionsOn, toggleCaptions, onKeyDown };
}
