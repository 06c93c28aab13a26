import { MediaStreamTrack, type RTCPeerConnectionConfig, RTCPeerConnection, type RtpPacket } from 'werift';
import type { Feed, FeedSink } from './feed.js';
import type { MediaKind } from './media-kind.js';
import { watchConnectionLoss } from './connection-loss.js';
import { keepEarlyDtls } from './early-dtls.js';
import { startsVp8Keyframe } from './keyframe-requests.js';
import { withoutFallbackStun } from './peer-config.js';
import { ViewerRtpSender } from './viewer-rtp-sender.js';

/** One viewer of one feed: a server-offered peer connection with a send-only track per kind the feed publishes. */
export class Subscription implements FeedSink {
  private readonly senders = new Map<MediaKind, ViewerRtpSender>();
  private closed = false;
  private connected = false;
  /** Until the viewer is sent a keyframe it shows nothing, so its keyframe requests are a start, not a repair. */
  private awaitingKeyframe = true;

  private constructor(
    readonly id: string,
    readonly feed: Feed,
    private readonly pc: RTCPeerConnection,
  ) {}

  /** Makes the server's offer. The feed's packets flow once the viewer's answer is set and the connection is up. */
  static async offer(
    id: string,
    feed: Feed,
    config: RTCPeerConnectionConfig,
    onLost: (subscription: Subscription) => void,
  ): Promise<{ subscription: Subscription; offerSdp: string }> {
    const pc = new RTCPeerConnection(config);
    const subscription = new Subscription(id, feed, pc);
    for (const kind of feed.kinds) {
      // The track only makes the transceiver send: packets go through ViewerRtpSender, not the track's writeRtp.
      const { sender } = pc.addTransceiver(new MediaStreamTrack({ kind }), { direction: 'sendonly' });
      subscription.senders.set(kind, new ViewerRtpSender(sender));
      sender.onPictureLossIndication.subscribe(() => feed.requestKeyframe(subscription.awaitingKeyframe ? 'start' : 'repair'));
    }
    pc.connectionStateChange.subscribe((state) => {
      subscription.connected = state === 'connected';
      // Packets written before the connection is up are dropped by werift, so the first keyframe must come after.
      if (state === 'connected') feed.requestKeyframe('start');
    });
    watchConnectionLoss(pc, () => {
      if (!subscription.closed) onLost(subscription);
    });
    keepEarlyDtls(pc.dtlsTransports);
    feed.addSink(subscription);
    try {
      withoutFallbackStun(pc);
      await pc.setLocalDescription(await pc.createOffer());
    } catch (error) {
      await subscription.close();
      throw error;
    }
    return { subscription, offerSdp: pc.localDescription?.sdp ?? '' };
  }

  async answer(answerSdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
  }

  rtp(kind: MediaKind, packet: RtpPacket): void {
    if (this.awaitingKeyframe && this.connected && kind === 'video' && startsVp8Keyframe(packet.payload)) this.awaitingKeyframe = false;
    this.senders.get(kind)?.send(packet);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.feed.removeSink(this);
    await this.pc.close();
  }
}
