import { useEffect, type RefObject } from 'react';

/** How often to look for the player, which mounts once its code and the recording's address have loaded. */
const LOOK_EVERY_MS = 200;

/**
 * Starts the player at `seconds` (a transcript search hit's line) once it knows the recording's length: a time set
 * earlier is lost when the stream attaches.
 */
export function useStartAt(videoRef: RefObject<HTMLVideoElement | null>, seconds: number | null): void {
  useEffect(() => {
    if (seconds === null) return;
    let video: HTMLVideoElement | null = null;
    let done = false;
    const seek = () => {
      if (done || !video || video.readyState < HTMLMediaElement.HAVE_METADATA) return;
      video.currentTime = seconds;
      done = true;
    };
    const timer = setInterval(() => {
      if (!video && videoRef.current) {
        video = videoRef.current;
        video.addEventListener('loadedmetadata', seek);
      }
      seek();
      if (done) clearInterval(timer);
    }, LOOK_EVERY_MS);
    return () => {
      clearInterval(timer);
      video?.removeEventListener('loadedmetadata', seek);
    };
  }, [videoRef, seconds]);
}
