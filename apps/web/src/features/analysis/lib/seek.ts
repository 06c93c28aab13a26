import type { RefObject } from 'react';

/** Moves the player to `seconds`, brings it into view and plays from there (muted autoplay rules may refuse: then it waits). */
export function seekPlayer(videoRef: RefObject<HTMLVideoElement | null>, seconds: number): void {
  const video = videoRef.current;
  if (!video) return;
  video.currentTime = seconds;
  video.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  void video.play().catch(() => undefined);
}
