import { useEffect, useRef, useState } from 'react';

/** The playhead of a video in a box: where it is and how long it is as it plays, and moving it. */
export function usePlayerClock() {
  const [currentTime, setCurrentTime] = useState(0);
  const [videoDuration, setVideoDuration] = useState<number | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const playerBox = useRef<HTMLDivElement>(null);

  // Media events do not bubble, but they pass the player's box on their way down: listened to there, in capture.
  useEffect(() => {
    const box = playerBox.current;
    if (!box) return undefined;
    const onTime = (event: Event) => setCurrentTime((event.target as HTMLVideoElement).currentTime);
    const onMeta = (event: Event) => {
      const duration = (event.target as HTMLVideoElement).duration;
      if (Number.isFinite(duration)) setVideoDuration(duration);
    };
    box.addEventListener('timeupdate', onTime, true);
    box.addEventListener('seeked', onTime, true);
    box.addEventListener('loadedmetadata', onMeta, true);
    return () => {
      box.removeEventListener('timeupdate', onTime, true);
      box.removeEventListener('seeked', onTime, true);
      box.removeEventListener('loadedmetadata', onMeta, true);
    };
  }, []);

  function seek(seconds: number) {
    setCurrentTime(seconds);
    if (videoRef.current) videoRef.current.currentTime = seconds;
  }

  return { currentTime, videoDuration, videoRef, playerBox, seek };
}
