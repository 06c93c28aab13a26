import {
  GenericNack,
  MediaStreamTrack,
  RTCPeerConnection,
  type RTCRtpSender,
  RtcpSrPacket,
  RtcpTransportLayerFeedback,
  RtpHeader,
  RtpPacket,
} from 'werift';
import { afterEach, describe, expect, it } from 'vitest';
import { peerConfig, withoutFallbackStun } from './peer-config.js';
import { waitFor } from '../../../../test-support/live-media/test-peers.js';
import { ViewerRtpSender } from './viewer-rtp-sender.js';

const NTP_UNIX_OFFSET_S = 2_208_988_800;

/** The SFU's side (a server offer with send-only audio and video) and a werift viewer answering it, connected. */
async function connectedViewer() {
  const server = new RTCPeerConnection(peerConfig({}));
  const senders = {
    audio: server.addTransceiver(new MediaStreamTrack({ kind: 'audio' }), { direction: 'sendonly' }).sender,
    video: server.addTransceiver(new MediaStreamTrack({ kind: 'video' }), { direction: 'sendonly' }).sender,
  };
  const viewer = new RTCPeerConnection(peerConfig({}));
  const received: Record<'audio' | 'video', RtpPacket[]> = { audio: [], video: [] };
  viewer.ontrack = ({ track }) => {
    const kind = track.kind;
    if (kind === 'audio' || kind === 'video') track.onReceiveRtp.subscribe((packet) => received[kind].push(packet));
  };
  withoutFallbackStun(server);
  await server.setLocalDescription(await server.createOffer());
  await viewer.setRemoteDescription({ type: 'offer', sdp: server.localDescription?.sdp ?? '' });
  withoutFallbackStun(viewer);
  await viewer.setLocalDescription(await viewer.createAnswer());
  await server.setRemoteDescription({ type: 'answer', sdp: viewer.localDescription?.sdp ?? '' });
  await waitFor('the viewer to connect', () => server.connectionState === 'connected' && viewer.connectionState === 'connected');
  return { server, viewer, senders, received };
}

/** A packet as the publisher's connection hands it over: its own SSRC and its own header extension ids. */
function publisherPacket(sequenceNumber: number, payload: Buffer): RtpPacket {
  const header = new RtpHeader({
    marker: true,
    payloadType: 96,
    sequenceNumber,
    timestamp: 4_000_000_000,
    ssrc: 0x11223344,
    extensions: [{ id: 9, payload: Buffer.from([1, 2, 3]) }],
  });
  return new RtpPacket(header, payload);
}

describe('ViewerRtpSender', () => {
  const connections: RTCPeerConnection[] = [];
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((pc) => pc.close()));
  });

  async function setUp() {
    const pair = await connectedViewer();
    connections.push(pair.server, pair.viewer);
    return pair;
  }

  it('delivers a copy with the viewer’s SSRC and extensions to the right track, leaving the shared packet as it was', async () => {
    const { senders, received } = await setUp();
    const send = new ViewerRtpSender(senders.video);
    const packet = publisherPacket(65_000, Buffer.from('a VP8 payload'));

    send.send(packet);
    await waitFor('the video packet', () => received.video.length === 1);

    const [delivered] = received.video;
    expect(delivered?.payload.toString()).toBe('a VP8 payload');
    expect(delivered?.header).toMatchObject({ ssrc: senders.video.ssrc, sequenceNumber: 65_000, timestamp: 4_000_000_000, marker: true });
    expect(delivered?.header.payloadType).toBe(senders.video.codec?.payloadType);
    // The viewer's own ids: mid and abs-send-time, not the publisher's id 9.
    expect(delivered?.header.extensions.map((extension) => extension.id).sort()).not.toContain(9);
    expect(received.audio).toHaveLength(0);
    expect(packet.header.ssrc).toBe(0x11223344);
    expect(packet.header.extensions).toEqual([{ id: 9, payload: Buffer.from([1, 2, 3]) }]);
  });

  it('keeps encrypting rightly across a sequence number rollover', async () => {
    const { senders, received } = await setUp();
    const send = new ViewerRtpSender(senders.video);
    for (const sequenceNumber of [65_534, 65_535, 0, 1])
      send.send(publisherPacket(sequenceNumber, Buffer.from(`packet ${sequenceNumber}`)));

    await waitFor('four video packets', () => received.video.length === 4);
    expect(received.video.map((packet) => packet.payload.toString())).toEqual(['packet 65534', 'packet 65535', 'packet 0', 'packet 1']);
  });

  it('resends a packet the viewer reports lost (NACK), from werift’s history', async () => {
    const { viewer, senders, received } = await setUp();
    const send = new ViewerRtpSender(senders.video);
    send.send(publisherPacket(500, Buffer.from('first')));
    send.send(publisherPacket(501, Buffer.from('second')));
    await waitFor('two video packets', () => received.video.length === 2);

    const nack = new GenericNack({ senderSsrc: 1, mediaSourceSsrc: senders.video.ssrc, lost: [500] });
    await viewer.dtlsTransports[0]?.sendRtcp([new RtcpTransportLayerFeedback({ feedback: nack })]);

    await waitFor('the resent packet', () => received.video.length === 3);
    expect(received.video[2]?.payload.toString()).toBe('first');
    expect(received.video[2]?.header.sequenceNumber).toBe(500);
  });

  it('lets werift send sender reports with the NTP time and RTP timestamp of the last packet', async () => {
    const { viewer, senders } = await setUp();
    const reports: RtcpSrPacket[] = [];
    viewer.dtlsTransports[0]?.onRtcp.subscribe((packet) => {
      if (packet instanceof RtcpSrPacket && packet.ssrc === senders.video.ssrc) reports.push(packet);
    });
    const send = new ViewerRtpSender(senders.video);
    send.send(publisherPacket(7, Buffer.from('one')));
    send.send(publisherPacket(8, Buffer.from('two')));

    // werift sends its first report 0.5 to 1.5 s after the first packet.
    await waitFor('a sender report', () => reports.length > 0, 3_000);
    const info = reports[0]!.senderInfo;
    expect(info.rtpTimestamp).toBe(4_000_000_000);
    expect(info.packetCount).toBe(2);
    expect(info.octetCount).toBe('onetwo'.length);
    const reportedMs = (Number(info.ntpTimestamp >> 32n) - NTP_UNIX_OFFSET_S) * 1000;
    expect(Math.abs(reportedMs - Date.now())).toBeLessThan(3_000);
  });

  it('drops packets until the viewer is connected, as werift does', () => {
    const pc = new RTCPeerConnection(peerConfig({}));
    connections.push(pc);
    const sender = pc.addTransceiver('video', { direction: 'sendonly' }).sender;
    expect(() => new ViewerRtpSender(sender).send(publisherPacket(1, Buffer.from('early')))).not.toThrow();
  });

  it('refuses a sender without the state werift keeps for its reports and retransmissions', () => {
    expect(() => new ViewerRtpSender({} as RTCRtpSender)).toThrow(/ViewerRtpSender needs updating/);
  });
});
