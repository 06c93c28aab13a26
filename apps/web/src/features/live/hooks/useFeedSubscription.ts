import type { LiveFeed } from '@platform/shared';
import { useMemo, useState } from 'react';
import { subscribeWithRetry } from '../lib/peer';
import type { MediaLink } from './liveSession';
import { useMediaConnection } from './useMediaConnection';

/**
 * Receives one feed while `enabled`. The stream is handed out only once its first track has arrived: a video showing
 * an empty MediaStream would hold the page's load event until the connection is up.
 */
export function useFeedSubscription(feed: LiveFeed, enabled: boolean, { media, offers, iceServers, generation }: MediaLink) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const open = useMemo(() => {
    if (!enabled) return null;
    /** Gathers the connection's tracks into one stream, starting with those it had before this listened. */
    const receive = (pc: RTCPeerConnection, earlier: readonly RTCTrackEvent[] = []) => {
      let received: MediaStream | null = null;
      const onTrack = (event: RTCTrackEvent) => {
        if (received) {
          if (!received.getTracks().includes(event.track)) received.addTrack(event.track);
          return;
        }
        received = event.streams[0] ?? new MediaStream([event.track]);
        setStream(received);
      };
      earlier.forEach(onTrack);
      pc.addEventListener('track', onTrack);
      return pc;
    };
    return (signal: AbortSignal) =>
      subscribeWithRetry(
        () => receive(new RTCPeerConnection({ iceServers })),
        {
          claimAnswering: () => {
            const claimed = offers.claim(feed.id);
            if (claimed) receive(claimed.pc, claimed.trackEvents);
            return claimed;
          },
          requestOffer: () => media.subscribe(feed.id),
          sendAnswer: media.answer,
          unsubscribe: media.unsubscribe,
        },
        signal,
      );
  }, [enabled, feed.id, media, offers, iceServers]);
  const { state, retry } = useMediaConnection(open, generation);
  return { stream: state === 'idle' ? null : stream, state, retry };
}
