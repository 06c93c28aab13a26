import { randomUUID } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { MediaStreamTrack, RTCPeerConnection, RtpPacket } from 'werift';
import type { MediaBackend } from '../../src/infra/live-media/media-backend.js';
import type { MediaKind } from '../../src/infra/live-media/werift/media-kind.js';
import { peerConfig, withoutFallbackStun } from '../../src/infra/live-media/werift/peer-config.js';
import type { WeriftNetworkOptions } from '../../src/infra/live-media/werift/protocol.js';

// Test doubles for browsers: werift peer connections on 127.0.0.1 that publish real VP8 and Opus made by ffmpeg, and
// viewers that count what they receive. No browser is needed.

/**
 * By default the SFU's own loopback-only settings suit the test clients too (no STUN, 127.0.0.1 only). Janus never
 * uses loopback for ICE, so its clients are given the address of a real interface (`clientOnInterface`).
 */
function clientConnection(network: WeriftNetworkOptions = {}): RTCPeerConnection {
  return new RTCPeerConnection(peerConfig(network));
}

/** Client settings for an SFU that offers only `address` (a real interface's IPv4 address, e.g. Janus's). */
export function clientOnInterface(address: string): WeriftNetworkOptions {
  return { iceUseIpv4: true, iceInterfaceAddresses: { udp4: address }, iceAdditionalHostAddresses: [] };
}

/** Polls `condition` until it holds; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, condition: () => boolean, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/**
 * ffmpeg's test pattern (VP8, a keyframe every second) and a tone (Opus), sent in real time as RTP to UDP sockets
 * here; each packet is written to the tracks piped from its kind.
 */
export class RtpSource {
  private readonly tracks: Record<MediaKind, MediaStreamTrack[]> = { audio: [], video: [] };
  private readonly sockets: dgram.Socket[] = [];
  private ffmpeg?: ChildProcess;

  pipe(kind: MediaKind, track: MediaStreamTrack): void {
    this.tracks[kind].push(track);
  }

  async start(): Promise<void> {
    const [audioPort, videoPort] = await Promise.all([this.listen('audio'), this.listen('video')]);
    // A minute at most: a test process that dies without stop() must not leave ffmpeg running for good.
    const picture = ['-re', '-t', '60', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'];
    const tone = ['-re', '-t', '60', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'];
    const vp8 = ['-map', '0:v', '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k', '-g', '15'];
    const opus = ['-map', '1:a', '-c:a', 'libopus', '-b:a', '48k'];
    this.ffmpeg = spawn(
      'ffmpeg',
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', ...picture, ...tone],
        ...[...vp8, '-f', 'rtp', `rtp://127.0.0.1:${videoPort}`],
        ...[...opus, '-f', 'rtp', `rtp://127.0.0.1:${audioPort}`],
      ],
      { stdio: 'ignore' },
    );
  }

  stop(): void {
    this.ffmpeg?.kill('SIGKILL');
    for (const socket of this.sockets) socket.close();
    this.sockets.length = 0;
  }

  private listen(kind: MediaKind): Promise<number> {
    const socket = dgram.createSocket('udp4');
    this.sockets.push(socket);
    socket.on('message', (data) => {
      // A copy per track: the track's sender rewrites the packet in place.
      for (const track of this.tracks[kind]) track.writeRtp(RtpPacket.deSerialize(data));
    });
    return new Promise((resolve) => socket.bind(0, '127.0.0.1', () => resolve((socket.address() as AddressInfo).port)));
  }
}

export interface TestPublisher {
  feedId: string;
  pc: RTCPeerConnection;
  /** Keyframe requests (PLI) the SFU sent to this publisher. */
  keyframeRequests: () => number;
  /** When each of them arrived (performance.now()). */
  keyframeRequestTimes: () => readonly number[];
}

/** What publishing needs: the SFU itself, or the app's publish call in front of it. */
type Publishing = Pick<MediaBackend, 'publish' | 'unpublish'>;

/** Publishes the source's `kinds` the way a browser does (the client offers, the backend answers), once connected. */
export function publishTestFeed(
  backend: Publishing,
  roomId: string,
  source: RtpSource,
  kinds: readonly MediaKind[] = ['audio', 'video'],
  network?: WeriftNetworkOptions,
): Promise<TestPublisher> {
  return connectedWithRetry(
    () => publishOnce(backend, roomId, source, kinds, network),
    (publisher) => backend.unpublish(publisher.feedId),
  );
}

async function publishOnce(
  backend: Publishing,
  roomId: string,
  source: RtpSource,
  kinds: readonly MediaKind[],
  network?: WeriftNetworkOptions,
): Promise<TestPublisher> {
  const pc = clientConnection(network);
  const keyframeRequestTimes: number[] = [];
  for (const kind of kinds) {
    const track = new MediaStreamTrack({ kind });
    source.pipe(kind, track);
    const { sender } = pc.addTransceiver(track, { direction: 'sendonly' });
    sender.onPictureLossIndication.subscribe(() => keyframeRequestTimes.push(performance.now()));
  }
  withoutFallbackStun(pc);
  await pc.setLocalDescription(await pc.createOffer());
  const offerSdp = pc.localDescription?.sdp ?? '';
  const kind = kinds.includes('audio') ? 'camera' : 'screen';
  const { feedId, answerSdp } = await backend.publish({ roomId, offerSdp, participantId: 'participant-1', kind });
  await pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
  return { feedId, pc, keyframeRequests: () => keyframeRequestTimes.length, keyframeRequestTimes: () => keyframeRequestTimes };
}

/**
 * A new room with one feed of test media in it; what needs closing is pushed onto `cleanups` (closed last first by
 * the test's afterEach).
 */
export async function publishInNewRoom(
  backend: MediaBackend,
  cleanups: (() => unknown)[],
  network?: WeriftNetworkOptions,
): Promise<TestPublisher> {
  const roomId = randomUUID();
  await backend.openRoom(roomId);
  cleanups.push(() => backend.closeRoom(roomId));
  const source = new RtpSource();
  cleanups.push(() => source.stop());
  await source.start();
  const publisher = await publishTestFeed(backend, roomId, source, undefined, network);
  cleanups.push(() => publisher.pc.close());
  return publisher;
}

export interface TestViewer {
  subscriptionId: string;
  pc: RTCPeerConnection;
  received: Record<MediaKind, number>;
  /** When the subscribe call that worked was made, and when its first video packet came (Date.now() times). */
  subscribedAt: number;
  firstVideoAt?: number;
  /** The kinds of the tracks the server offered. */
  offeredKinds: MediaKind[];
}

/** Watches a feed the way a browser does (the backend offers, the client answers), once connected. */
export function subscribeTestViewer(
  backend: MediaBackend,
  roomId: string,
  feedId: string,
  network?: WeriftNetworkOptions,
): Promise<TestViewer> {
  return connectedWithRetry(
    () => subscribeOnce(backend, roomId, feedId, network),
    (viewer) => backend.unsubscribe(viewer.subscriptionId),
  );
}

async function subscribeOnce(backend: MediaBackend, roomId: string, feedId: string, network?: WeriftNetworkOptions): Promise<TestViewer> {
  const pc = clientConnection(network);
  const subscribedAt = Date.now();
  const { subscriptionId, offerSdp } = await backend.subscribe(roomId, feedId);
  const viewer: TestViewer = { subscriptionId, pc, received: { audio: 0, video: 0 }, subscribedAt, offeredKinds: [] };
  pc.ontrack = ({ track }) => {
    const kind = track.kind;
    if (kind !== 'audio' && kind !== 'video') return;
    viewer.offeredKinds.push(kind);
    track.onReceiveRtp.subscribe(() => {
      if (kind === 'video') viewer.firstVideoAt ??= Date.now();
      viewer.received[kind]++;
    });
  };
  await backend.answer(subscriptionId, await answerTestOffer(pc, offerSdp));
  return viewer;
}

/** A viewer's answer to the SFU's offer, as a browser makes it. */
export async function answerTestOffer(pc: RTCPeerConnection, offerSdp: string): Promise<string> {
  await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
  withoutFallbackStun(pc);
  await pc.setLocalDescription(await pc.createAnswer());
  return pc.localDescription?.sdp ?? '';
}

/** A client peer connection with the SFU's loopback-only settings, for a test that drives signalling itself. */
export const testClientConnection = (): RTCPeerConnection => clientConnection();

/**
 * werift 0.24.4's DTLS client fails the handshake on a second HelloVerifyRequest (flight3.ts: `if (this.dtls.flight
 * === 3) throw`), which a werift DTLS server sends when a ClientHello is retransmitted because no answer came within
 * 500 ms: on a busy machine, two werift peers (the SFU and these clients) now and then fail to connect. One more try
 * keeps the tests about the SFU rather than about that.
 */
async function connectedWithRetry<T extends { pc: RTCPeerConnection }>(
  connect: () => Promise<T>,
  undo: (attempt: T) => Promise<void>,
): Promise<T> {
  const first = await connect();
  if (await becomesConnected(first.pc)) return first;
  await first.pc.close();
  await undo(first);
  const second = await connect();
  if (await becomesConnected(second.pc)) return second;
  await second.pc.close();
  throw new Error(`the test client did not connect (${second.pc.connectionState}), twice`);
}

async function becomesConnected(pc: RTCPeerConnection): Promise<boolean> {
  const settled = () => pc.connectionState === 'connected' || pc.connectionState === 'failed';
  await waitFor('the client to connect', settled, 5_000).catch(() => undefined);
  return pc.connectionState === 'connected';
}

/**
 * Closes a client the way a browser does: a DTLS close_notify alert first. werift's own close() sends none (0.24.4),
 * and without it the SFU would only notice when ICE consent expires, 30 s later. werift takes the alert unencrypted.
 */
export async function hangUp(pc: RTCPeerConnection): Promise<void> {
  const closeNotify = Buffer.from([21, 0xfe, 0xfd, 0, 1, 0, 0, 0, 0, 0xff, 0xff, 0, 2, 1, 0]);
  await pc.dtlsTransports[0]?.dtls?.transport.send(closeNotify);
  // werift's send resolves before the datagram leaves; closing the socket at once would drop it.
  await sleep(50);
  await pc.close();
}
