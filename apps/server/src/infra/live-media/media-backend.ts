import type { FeedKind } from '@platform/shared';

/** Where a feed's RTP goes for recording or restreaming: UDP ports on 127.0.0.1 that an ffmpeg listens on. */
export interface ForwardTarget {
  host: string;
  audioPort: number;
  videoPort: number;
}

/** A running forward: the SDP that describes it to ffmpeg (`-protocol_whitelist file,udp,rtp -i forward.sdp`). */
export interface Forward {
  id: string;
  sdp: string;
}

export interface PublishRequest {
  roomId: string;
  /** The browser's offer, non-trickle (gathering complete). */
  offerSdp: string;
  participantId: string;
  kind: FeedKind;
}

/**
 * The SFU behind the live room (ARCHITECTURE.md §5): werift in a worker thread by default, Janus VideoRoom when
 * configured. The browser talks plain RTCPeerConnection with SDP over HTTP; who may publish or watch is decided by the
 * live module before it calls this, never here.
 */
export interface MediaBackend {
  readonly engine: 'werift' | 'janus';
  openRoom(roomId: string): Promise<void>;
  /** Ends every feed, subscription and forward of the room. */
  closeRoom(roomId: string): Promise<void>;
  publish(request: PublishRequest): Promise<{ feedId: string; answerSdp: string }>;
  unpublish(feedId: string): Promise<void>;
  /** Server offer: the browser answers through `answer`. One feed (camera+mic, or screen) per subscription. */
  subscribe(roomId: string, feedId: string): Promise<{ subscriptionId: string; offerSdp: string }>;
  answer(subscriptionId: string, answerSdp: string): Promise<void>;
  unsubscribe(subscriptionId: string): Promise<void>;
  /** Sends the feed's RTP to `target`; start the receiving ffmpeg first, stop it (SIGINT) before `stopForward`. */
  startForward(feedId: string, target: ForwardTarget): Promise<Forward>;
  stopForward(forwardId: string): Promise<void>;
  /** Called when a feed ends without `unpublish` (the publisher's connection failed or closed). */
  onFeedEnded(listener: (feedId: string) => void): void;
  /**
   * Milliseconds the engine's thread has been busy since it started (its CPU use, for metrics), with a number that
   * changes when a new thread replaces it; absent when the engine runs elsewhere (Janus), null before it starts.
   */
  busy?(): { thread: number; busyMs: number } | null;
  close(): Promise<void>;
}
