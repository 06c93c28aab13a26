import dgram from 'node:dgram';
import type { RtpPacket } from 'werift';
import type { ForwardTarget } from '../media-backend.js';
import type { Feed, FeedSink } from './feed.js';
import type { MediaKind } from './media-kind.js';
import { type ForwardedStream, sdpForFfmpeg } from './sdp-for-ffmpeg.js';

/**
 * Plain RTP of one feed to UDP ports: an ffmpeg that records or restreams. The publisher's RTCP sender reports are not
 * passed on: ffmpeg would switch each stream to their clock when the first one came, and its timestamps would jump
 * back (non-monotonous DTS). Without them both streams start at their first packet, which the forward sends together.
 */
const FORWARD_SSRC: Record<MediaKind, number> = { audio: 0x0a0d0001, video: 0x0a0d0002 };

export class RtpForward implements FeedSink {
  readonly sdp: string;
  private readonly socket = dgram.createSocket('udp4');
  private readonly ports: Record<MediaKind, number>;

  constructor(
    readonly id: string,
    readonly feed: Feed,
    private readonly target: ForwardTarget,
    onSendError: (error: Error) => void,
  ) {
    this.ports = { audio: target.audioPort, video: target.videoPort };
    this.sdp = sdpForFfmpeg(target.host, { audio: this.stream('audio'), video: this.stream('video') });
    // A failed send (no route to the target) is reported here, not thrown: the feed's other receivers must go on.
    this.socket.on('error', onSendError);
    feed.addSink(this);
    feed.requestKeyframe('start');
  }

  rtp(kind: MediaKind, packet: RtpPacket): void {
    const copy = packet.clone();
    // One SSRC per stream for ffmpeg, whatever the publisher's encoder does: ffmpeg's RTP input keeps to the first
    // SSRC it saw and drops the rest.
    copy.header.ssrc = FORWARD_SSRC[kind];
    // The browser's header extensions (ids negotiated with us) mean nothing to ffmpeg, which has no SDP for them.
    copy.header.extensions = [];
    copy.header.extension = false;
    this.socket.send(copy.serialize(), this.ports[kind], this.target.host);
  }

  close(): void {
    this.feed.removeSink(this);
    this.socket.close();
  }

  private stream(kind: MediaKind): ForwardedStream | undefined {
    const codec = this.feed.kinds.has(kind) ? this.feed.codec(kind) : undefined;
    if (!codec) return undefined;
    const { payloadType, mimeType, clockRate, channels, parameters } = codec;
    return { port: this.ports[kind], payloadType, mimeType, clockRate, channels, parameters };
  }
}
