import type { FeedKind } from '@platform/shared';
import { useMemo } from 'react';
import { publishWithRetry } from '../lib/peer';
import type { MediaLink } from './liveSession';
import { useMediaConnection } from './useMediaConnection';

/** Publishes `stream` as my camera or screen feed while it is given; null ends the feed. */
export function usePublisher(stream: MediaStream | null, kind: FeedKind, { media, iceServers, generation }: MediaLink) {
  const open = useMemo(
    () =>
      stream
        ? (signal: AbortSignal) =>
            publishWithRetry(
              () => new RTCPeerConnection({ iceServers }),
              stream,
              { publish: (sdp) => media.publish(sdp, kind), unpublish: media.unpublish },
              signal,
            )
        : null,
    [stream, kind, media, iceServers],
  );
  const { state, connection, error } = useMediaConnection(open, generation);
  return { state, feedId: connection?.feedId ?? null, error };
}
