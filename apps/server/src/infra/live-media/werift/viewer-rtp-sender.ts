import { type RTCRtpSender, RTP_EXTENSION_URI, RtpHeader, RtpPacket } from 'werift';
import { encryptRtpGcm } from './srtp-gcm.js';

/**
 * What werift 0.24's RTCRtpSender keeps for its RTCP sender reports, NACK retransmissions and replaceTrack, private
 * in its typings; `sendRtp` reads and writes it, and so does ViewerRtpSender in its place. Checked when a sender is
 * wrapped, so that a werift upgrade that renames any of it fails the tests rather than viewers.
 */
interface SenderState {
  readonly ssrc: number;
  readonly codec?: { payloadType: number };
  readonly mid?: string;
  readonly headerExtensions: ReadonlyArray<{ id: number; uri: string }>;
  readonly seqOffset: number;
  readonly timestampOffset: number;
  sequenceNumber?: number;
  timestamp?: number;
  ntpTimestamp: bigint;
  rtpTimestamp: number;
  octetCount: number;
  packetCount: number;
  headerBytesSent: number;
  rtpCache: RtpPacket[];
  rtcpRunning: boolean;
  runRtcp(): Promise<void>;
}

const STATE_FIELDS = [
  'seqOffset',
  'timestampOffset',
  'ntpTimestamp',
  'rtpTimestamp',
  'octetCount',
  'packetCount',
  'headerBytesSent',
  'rtpCache',
  'headerExtensions',
] as const;
/** werift's RTP_HISTORY_SIZE: its NACK handler looks a lost packet up at `sequenceNumber % 128`. */
const RTP_HISTORY_SIZE = 128;
/** Seconds from the NTP epoch (1900) to the Unix epoch (1970). */
const NTP_UNIX_OFFSET_S = 2_208_988_800;
const ignoreSendFailure = () => {};

/**
 * Sends a feed's packets to one viewer through that viewer's werift RTCRtpSender, doing what the sender's own `sendRtp`
 * does for this SFU's configuration (VP8 and Opus, the mid and abs-send-time header extensions, no RTX, RED or
 * transport-wide congestion control) at a fraction of its cost. Profiled at 25 viewers, werift's path spent as much
 * time around the encryption and the UDP send as in them: a string-formatted NTP time for every packet, the extension
 * list mapped, filtered and sorted, a promise chain of five awaits, a per-packet `runRtcp()` call and a zeroed
 * header serialised bit by bit, then copied again.
 *
 * The sender's state is kept as werift keeps it, so its RTCP sender reports, NACK retransmissions (from `rtpCache`)
 * and statistics work as before.
 */
export class ViewerRtpSender {
  private readonly state: SenderState;
  /** The viewer's extension ids and mid, known once its answer is set: read at the first packet sent. */
  private negotiated: { mid?: { id: number; payload: Buffer }; absSendTimeId?: number } | undefined;

  constructor(private readonly sender: RTCRtpSender) {
    // The fields are private in werift's typings; STATE_FIELDS checks they are there.
    const state = sender as unknown as SenderState;
    const missing = STATE_FIELDS.filter((field) => !(field in state));
    if (missing.length > 0) throw new Error(`werift's RTCRtpSender has no ${missing.join(', ')}: ViewerRtpSender needs updating`);
    this.state = state;
  }

  /**
   * Sends a copy of `packet` with this viewer's SSRC, payload type and header extensions; the packet itself, shared by
   * every viewer of the feed, is left as it is. Packets before the viewer's DTLS is up are dropped, as werift does.
   */
  send(packet: RtpPacket): void {
    const state = this.state;
    const dtls = this.sender.dtlsTransport;
    const pair = dtls?.iceTransport.connection.nominated;
    if (dtls?.state !== 'connected' || !state.codec || !pair) return;

    const nowMs = performance.timeOrigin + performance.now();
    const ntpSeconds = Math.floor(nowMs / 1000) + NTP_UNIX_OFFSET_S;
    const ntpFraction = Math.floor(((nowMs % 1000) / 1000) * 2 ** 32);
    const source = packet.header;
    const header = new RtpHeader({
      marker: source.marker,
      payloadType: state.codec.payloadType,
      sequenceNumber: (source.sequenceNumber + state.seqOffset) & 0xffff,
      timestamp: (source.timestamp + state.timestampOffset) >>> 0,
      ssrc: state.ssrc,
      csrc: source.csrc,
      extensions: this.extensions(ntpSeconds, ntpFraction),
    });
    // Without padding: werift keeps the flag but has already cut the padding from the payload.
    const payload = packet.payload;
    const outgoing = new RtpPacket(header, payload);

    state.sequenceNumber = header.sequenceNumber;
    state.timestamp = header.timestamp;
    state.ntpTimestamp = (BigInt(ntpSeconds) << 32n) | BigInt(ntpFraction);
    state.rtpTimestamp = header.timestamp;
    state.octetCount += payload.length;
    state.headerBytesSent += header.serializeSize;
    state.packetCount = (state.packetCount + 1) >>> 0;
    state.rtpCache[header.sequenceNumber % RTP_HISTORY_SIZE] = outgoing;
    if (!state.rtcpRunning) void state.runRtcp();

    const encrypted = encryptRtpGcm(dtls.srtp, header, payload) ?? dtls.srtp.encrypt(payload, header);
    dtls.bytesSent += encrypted.length;
    dtls.packetsSent += 1;
    pair.packetsSent += 1;
    pair.bytesSent += encrypted.length;
    // werift ignores a failed send the same way (RTCDtlsTransport.sendRtp): the viewer's NACK or PLI recovers.
    pair.protocol.sendData(encrypted, pair.remoteAddr).catch(ignoreSendFailure);
  }

  /** mid, as werift sends it on every packet, and abs-send-time: 6.18 fixed-point seconds of the NTP clock. */
  private extensions(ntpSeconds: number, ntpFraction: number): { id: number; payload: Buffer }[] {
    this.negotiated ??= this.readNegotiated();
    const { mid, absSendTimeId } = this.negotiated;
    const extensions: { id: number; payload: Buffer }[] = [];
    if (mid) extensions.push(mid);
    if (absSendTimeId !== undefined) {
      const absSendTime = Buffer.allocUnsafe(3);
      absSendTime.writeUIntBE((((ntpSeconds & 0x3f) << 18) | (ntpFraction >>> 14)) >>> 0, 0, 3);
      extensions.push({ id: absSendTimeId, payload: absSendTime });
    }
    return extensions.sort((a, b) => a.id - b.id);
  }

  private readNegotiated(): NonNullable<ViewerRtpSender['negotiated']> {
    const { headerExtensions, mid } = this.state;
    const extensionId = (uri: string) => headerExtensions.find((extension) => extension.uri === uri)?.id;
    const midId = extensionId(RTP_EXTENSION_URI.sdesMid);
    return {
      mid: midId !== undefined && mid ? { id: midId, payload: Buffer.from(mid) } : undefined,
      absSendTimeId: extensionId(RTP_EXTENSION_URI.absSendTime),
    };
  }
}
