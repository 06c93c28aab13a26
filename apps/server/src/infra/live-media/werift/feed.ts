import {
  type MediaStreamTrack,
  type RTCPeerConnectionConfig,
  type RTCRtpCodecParameters,
  type RTCRtpReceiver,
  RTCPeerConnection,
  type RtpPacket,
  SessionDescription,
} from 'werift';
import { watchConnectionLoss } from './connection-loss.js';
import { FanOutQueue } from './fan-out-queue.js';
import { KeyframeRequests, type KeyframeNeed, startsVp8Keyframe } from './keyframe-requests.js';
import type { MediaKind } from './media-kind.js';
import { withoutFallbackStun } from './peer-config.js';

/**
 * Where a feed's packets go: a subscriber's tracks or a forward's socket. The same packet object is handed to every
 * sink, so a sink that keeps or changes it must clone it first.
 */
export interface FeedSink {
  rtp(kind: MediaKind, packet: RtpPacket): void;
}

interface Source {
  receiver: RTCRtpReceiver;
  ssrc?: number;
}

/** Like Janus' `fir_freq`: a keyframe this often lets late viewers and ffmpeg start without waiting long. */
const KEYFRAME_INTERVAL_MS = 3_000;

/** One published stream: the publisher's peer connection and the fan-out of its packets to sinks. */
export class Feed {
  private readonly sources = new Map<MediaKind, Source>();
  private readonly sinks = new Set<FeedSink>();
  private readonly keyframeTimer: NodeJS.Timeout;
  private readonly keyframes = new KeyframeRequests(() => this.sendKeyframeRequest());
  /** The publisher's packets reach the sinks from here, after its socket is read: see FanOutQueue. */
  private readonly fanOut = new FanOutQueue(
    (kind, packet) => {
      for (const sink of this.sinks) sink.rtp(kind, packet);
    },
    () => this.requestKeyframe('start'),
  );
  private closed = false;

  private constructor(
    readonly id: string,
    readonly roomId: string,
    private readonly pc: RTCPeerConnection,
    /** The kinds the publisher's offer sends, known before any packet arrives. */
    readonly kinds: ReadonlySet<MediaKind>,
  ) {
    this.keyframeTimer = setInterval(() => {
      if (this.sinks.size > 0) this.requestKeyframe('start');
    }, KEYFRAME_INTERVAL_MS);
  }

  /** Answers the publisher's offer; `onLost` runs once if the publisher's connection fails or closes. */
  static async publish(
    ids: { feedId: string; roomId: string },
    offerSdp: string,
    config: RTCPeerConnectionConfig,
    onLost: (feed: Feed, reason: string) => void,
  ): Promise<{ feed: Feed; answerSdp: string }> {
    const kinds = sentKinds(offerSdp);
    if (kinds.size === 0) throw new Error('the offer sends neither audio nor video');
    const pc = new RTCPeerConnection(config);
    const feed = new Feed(ids.feedId, ids.roomId, pc, kinds);
    pc.ontrack = ({ track, receiver }) => feed.attachSource(track, receiver);
    try {
      await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
      withoutFallbackStun(pc);
      await pc.setLocalDescription(await pc.createAnswer());
    } catch (error) {
      await feed.close();
      throw error;
    }
    watchConnectionLoss(pc, (reason) => {
      if (!feed.closed) onLost(feed, reason);
    });
    // setLocalDescription resolves once ICE gathering is complete, so the answer carries every candidate.
    return { feed, answerSdp: pc.localDescription?.sdp ?? '' };
  }

  /** The codec the publisher sends for `kind`, as negotiated. */
  codec(kind: MediaKind): RTCRtpCodecParameters | undefined {
    return this.pc.getTransceivers().find((transceiver) => transceiver.kind === kind)?.codecs[0];
  }

  addSink(sink: FeedSink): void {
    this.sinks.add(sink);
  }

  removeSink(sink: FeedSink): void {
    this.sinks.delete(sink);
  }

  /** Asks the publisher for a video keyframe (PLI), as soon as it would honour it; see KeyframeRequests. */
  requestKeyframe(need: KeyframeNeed): void {
    this.keyframes.request(need);
  }

  /** Closes the publisher's connection; the sinks are the caller's to close. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.keyframeTimer);
    this.keyframes.close();
    this.fanOut.clear();
    this.sinks.clear();
    await this.pc.close();
  }

  private attachSource(track: MediaStreamTrack, receiver: RTCRtpReceiver): void {
    const kind = track.kind;
    if (kind !== 'audio' && kind !== 'video') return;
    const source: Source = { receiver, ssrc: track.ssrc };
    this.sources.set(kind, source);
    track.onReceiveRtp.subscribe((packet) => {
      const keyframe = kind === 'video' && startsVp8Keyframe(packet.payload);
      if (keyframe) this.keyframes.keyframeArrived();
      if (source.ssrc === undefined) {
        source.ssrc = packet.header.ssrc;
        // The first packet of a video source: sinks that came before it need a keyframe to start from.
        if (kind === 'video' && !keyframe && this.sinks.size > 0) this.requestKeyframe('start');
      }
      if (this.sinks.size > 0) this.fanOut.push(kind, packet, keyframe);
    });
  }

  private sendKeyframeRequest(): boolean {
    const video = this.sources.get('video');
    if (video?.ssrc === undefined) return false;
    void video.receiver.sendRtcpPLI(video.ssrc);
    return true;
  }
}

/** The media kinds an offer sends to us (sendonly or sendrecv m-lines that are not disabled). */
function sentKinds(offerSdp: string): Set<MediaKind> {
  const kinds = new Set<MediaKind>();
  for (const media of SessionDescription.parse(offerSdp).media) {
    const sends = media.direction === undefined || media.direction === 'sendonly' || media.direction === 'sendrecv';
    if ((media.kind === 'audio' || media.kind === 'video') && media.port !== 0 && sends) kinds.add(media.kind);
  }
  return kinds;
}
