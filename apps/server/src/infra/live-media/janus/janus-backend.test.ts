import { randomUUID } from 'node:crypto';
import dgram from 'node:dgram';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { RtpPacket } from 'werift';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runFfprobe } from '../../media/run-ffmpeg.js';
import { startFeedRecording } from '../feed-recorder.js';
import type { MediaBackend } from '../media-backend.js';
import type { WeriftNetworkOptions } from '../werift/protocol.js';
import {
  RtpSource,
  clientOnInterface,
  hangUp,
  publishTestFeed,
  subscribeTestViewer,
  waitFor,
} from '../../../../test-support/live-media/test-peers.js';
import { createJanusBackend, janusRoomOf } from './janus-backend.js';
import { JanusSession } from './janus-session.js';
import { type JanusTestServer, janusInstalled, startJanusTestServer } from '../../../../test-support/live-media/janus-test-server.js';

/** The server's secret (SECRET_KEY or the one kept in DATA_DIR): a restarted server has the same. */
const SERVER_SECRET = 'janus-backend-test-secret-of-32-characters';
/** Packets a viewer must get for a stream to count as flowing: about a second of 15 fps video or 50 pps Opus. */
const FLOWING = 15;
const installed = janusInstalled();
if (!installed) console.warn('janus-backend tests skipped: the `janus` binary is missing (scripts/system-deps.sh installs it)');

describe.skipIf(!installed)('janus backend', () => {
  let janus: JanusTestServer;
  let backend: MediaBackend;
  let client: WeriftNetworkOptions;
  const cleanups: (() => unknown)[] = [];
  const later = (cleanup: () => unknown) => cleanups.push(cleanup);

  beforeAll(async () => {
    janus = await startJanusTestServer();
    backend = createJanusBackend({ url: janus.url, adminKey: janus.adminKey, secret: SERVER_SECRET });
    client = clientOnInterface(janus.iceInterface.address);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await backend?.close();
    await janus?.stop();
  });

  async function openRoom(): Promise<string> {
    const roomId = randomUUID();
    await backend.openRoom(roomId);
    later(() => backend.closeRoom(roomId));
    return roomId;
  }

  async function startedSource(): Promise<RtpSource> {
    const source = new RtpSource();
    later(() => source.stop());
    await source.start();
    return source;
  }

  async function publish(roomId: string, source: RtpSource, kinds?: readonly ('audio' | 'video')[]) {
    const publisher = await publishTestFeed(backend, roomId, source, kinds, client);
    later(() => publisher.pc.close());
    return publisher;
  }

  async function subscribe(roomId: string, feedId: string) {
    const viewer = await subscribeTestViewer(backend, roomId, feedId, client);
    later(() => viewer.pc.close());
    return viewer;
  }

  it('delivers the publisher’s video and audio to a subscriber', async () => {
    const roomId = await openRoom();
    const { feedId } = await publish(roomId, await startedSource());
    const viewer = await subscribe(roomId, feedId);
    await waitFor('video and audio at the viewer', () => viewer.received.video > FLOWING && viewer.received.audio > FLOWING);
    expect(viewer.offeredKinds.sort()).toEqual(['audio', 'video']);
    const firstVideoMs = (viewer.firstVideoAt ?? Infinity) - viewer.subscribedAt;
    console.info(`janus: subscribe → first video packet ${firstVideoMs} ms`);
    expect(firstVideoMs).toBeLessThan(2_000);
  });

  it('delivers one feed to two subscribers at once', async () => {
    const roomId = await openRoom();
    const { feedId } = await publish(roomId, await startedSource());
    const [first, second] = await Promise.all([subscribe(roomId, feedId), subscribe(roomId, feedId)]);
    await waitFor('video and audio at both viewers', () =>
      [first, second].every((viewer) => viewer.received.video > FLOWING && viewer.received.audio > FLOWING),
    );
  });

  it('offers a video-only feed (a screen) as video only', async () => {
    const roomId = await openRoom();
    const { feedId } = await publish(roomId, await startedSource(), ['video']);
    const viewer = await subscribe(roomId, feedId);
    await waitFor('video at the viewer', () => viewer.received.video > FLOWING);
    expect(viewer.offeredKinds).toEqual(['video']);
    expect(viewer.received.audio).toBe(0);
  });

  it('stops delivery when the feed is unpublished and refuses new subscriptions to it', async () => {
    const roomId = await openRoom();
    const { feedId } = await publish(roomId, await startedSource());
    const viewer = await subscribe(roomId, feedId);
    await waitFor('video at the viewer', () => viewer.received.video > FLOWING);
    await backend.unpublish(feedId);
    await sleep(300); // packets already in flight
    const countAfterUnpublish = viewer.received.video + viewer.received.audio;
    await sleep(1_000);
    expect(viewer.received.video + viewer.received.audio).toBe(countAfterUnpublish);
    await expect(backend.subscribe(roomId, feedId)).rejects.toThrow(/not published/);
  });

  it('ends every feed and subscription of a closed room', async () => {
    const roomId = await openRoom();
    const { feedId } = await publish(roomId, await startedSource());
    const viewer = await subscribe(roomId, feedId);
    await waitFor('video at the viewer', () => viewer.received.video > FLOWING);
    await backend.closeRoom(roomId);
    await sleep(300);
    const countAfterClose = viewer.received.video;
    await sleep(1_000);
    expect(viewer.received.video).toBe(countAfterClose);
    await expect(backend.subscribe(roomId, feedId)).rejects.toThrow();
    await expect(backend.publish({ roomId, offerSdp: '', participantId: 'p', kind: 'camera' })).rejects.toThrow(/not open/);
  });

  it('forwards the feed’s RTP to the target ports, with an SDP whose payload types match', async () => {
    const roomId = await openRoom();
    const { feedId } = await publish(roomId, await startedSource());
    const received = { audio: [] as RtpPacket[], video: [] as RtpPacket[] };
    const ports = await Promise.all(
      (['audio', 'video'] as const).map((kind) => {
        const socket = dgram.createSocket('udp4');
        later(() => socket.close());
        socket.on('message', (data) => received[kind].push(RtpPacket.deSerialize(data)));
        return new Promise<number>((resolve) => socket.bind(0, '127.0.0.1', () => resolve((socket.address() as AddressInfo).port)));
      }),
    );
    const [audioPort = 0, videoPort = 0] = ports;
    const forward = await backend.startForward(feedId, { host: '127.0.0.1', audioPort, videoPort });
    await waitFor('forwarded audio and video', () => received.audio.length > FLOWING && received.video.length > FLOWING);

    expect(forward.sdp).toContain('c=IN IP4 127.0.0.1');
    const audioPt = received.audio[0]?.header.payloadType;
    const videoPt = received.video[0]?.header.payloadType;
    expect(forward.sdp).toContain(`m=audio ${audioPort} RTP/AVP ${audioPt}`);
    expect(forward.sdp).toMatch(new RegExp(`a=rtpmap:${audioPt} opus/48000/2`, 'i'));
    expect(forward.sdp).toContain(`m=video ${videoPort} RTP/AVP ${videoPt}`);
    expect(forward.sdp).toMatch(new RegExp(`a=rtpmap:${videoPt} VP8/90000`, 'i'));
    expect(new Set(received.video.map((packet) => packet.header.ssrc)).size).toBe(1);

    await backend.stopForward(forward.id);
    await sleep(300);
    const countAfterStop = received.video.length;
    await sleep(500);
    expect(received.video.length).toBe(countAfterStop);
  });

  it('asks the publisher for a keyframe when a forward starts, and again a spacing later', async () => {
    const roomId = await openRoom();
    const publisher = await publish(roomId, await startedSource());
    // The test source sends a keyframe every second, so Janus never needs its regular (fir_freq) request: once the
    // requests of the connection's start are over, the only ones to come are the forward's.
    await sleep(1_500);
    const before = publisher.keyframeRequests();
    const forward = await backend.startForward(publisher.feedId, { host: '127.0.0.1', audioPort: 9, videoPort: 9 });
    later(() => backend.stopForward(forward.id));
    await waitFor('the forward’s two keyframe requests', () => publisher.keyframeRequests() >= before + 2, 2_000);
    const [firstAt, secondAt] = publisher.keyframeRequestTimes().slice(before);
    // The second counts when Janus's own request made the encoder ignore the first: Chromium's 300 ms.
    expect(secondAt! - firstAt!).toBeGreaterThanOrEqual(300);
  });

  it('spaces the keyframe requests of forwards started back to back, as a recording starts two', async () => {
    const roomId = await openRoom();
    const publisher = await publish(roomId, await startedSource());
    await sleep(1_500);
    const before = publisher.keyframeRequests();
    const target = { host: '127.0.0.1', audioPort: 9, videoPort: 9 };
    const first = await backend.startForward(publisher.feedId, target);
    await backend.stopForward(first.id);
    const second = await backend.startForward(publisher.feedId, target);
    later(() => backend.stopForward(second.id));
    await waitFor('both forwards’ keyframe requests', () => publisher.keyframeRequests() >= before + 2, 2_000);
    const [firstAt, secondAt] = publisher.keyframeRequestTimes().slice(before);
    // Chromium's encoder ignores a request within 300 ms of the last one.
    expect(secondAt! - firstAt!).toBeGreaterThanOrEqual(300);
  });

  it('records a feed through its forward into a file ffprobe reads as VP8 and Opus', async () => {
    const roomId = await openRoom();
    const { feedId } = await publish(roomId, await startedSource());
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'janus-recording-'));
    later(() => fs.rmSync(dir, { recursive: true, force: true }));
    const output = path.join(dir, 'camera.mkv');
    const recording = await startFeedRecording(backend, feedId, output);
    later(() => recording.stop().catch(() => undefined));
    await sleep(3_000);
    const { startedAt, stoppedAt } = await recording.stop();

    const probe = JSON.parse(
      await runFfprobe(['-v', 'error', '-show_entries', 'stream=codec_type,codec_name:format=duration', '-of', 'json', output], {
        timeoutMs: 10_000,
      }),
    ) as { streams: { codec_type: string; codec_name: string }[]; format: { duration: string } };
    expect(probe.streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort()).toEqual(['audio:opus', 'video:vp8']);
    const recordedSeconds = (stoppedAt.getTime() - startedAt.getTime()) / 1_000;
    expect(Number(probe.format.duration)).toBeGreaterThan(recordedSeconds - 1.5);
  });

  it('reports a feed ended when the publisher closes its connection', async () => {
    const roomId = await openRoom();
    const ended: string[] = [];
    backend.onFeedEnded((feedId) => ended.push(feedId));
    const publisher = await publish(roomId, await startedSource());
    const viewer = await subscribe(roomId, publisher.feedId);
    await waitFor('video at the viewer', () => viewer.received.video > FLOWING);
    await hangUp(publisher.pc);
    await waitFor('the feed-ended event', () => ended.includes(publisher.feedId));
    await expect(backend.subscribe(roomId, publisher.feedId)).rejects.toThrow(/not published/);
  });

  /** Asks Janus itself, on a session of its own, whether the live room's Janus room exists. */
  async function janusHasRoom(roomId: string): Promise<boolean> {
    const session = await JanusSession.open({ url: janus.url, onLost: () => undefined });
    try {
      const handle = await session.attach('janus.plugin.videoroom');
      const { data } = await handle.request({ request: 'exists', room: janusRoomOf(SERVER_SECRET, roomId).janusRoom });
      return data.exists === true;
    } finally {
      await session.close();
    }
  }

  it('after a restart, the server finds the room it made before, and destroys one it has not opened since', async () => {
    const newBackend = () => {
      const made = createJanusBackend({ url: janus.url, adminKey: janus.adminKey, secret: SERVER_SECRET });
      later(() => made.close());
      return made;
    };
    const roomId = randomUUID();
    const crashed = newBackend();
    await crashed.openRoom(roomId);
    // A crash drops the connection; Janus keeps the room.
    await crashed.close();
    expect(await janusHasRoom(roomId)).toBe(true);

    const restarted = newBackend();
    await restarted.openRoom(roomId);
    const publisher = await publishTestFeed(restarted, roomId, await startedSource(), undefined, client);
    later(() => publisher.pc.close());
    const viewer = await subscribeTestViewer(restarted, roomId, publisher.feedId, client);
    later(() => viewer.pc.close());
    await waitFor('video at the viewer in the room found again', () => viewer.received.video > FLOWING);
    await restarted.close();

    // Ended while no server had the room open: the next server's close destroys it with the derived secret.
    await newBackend().closeRoom(roomId);
    expect(await janusHasRoom(roomId)).toBe(false);
  });
});

describe.skipIf(!installed)('janus backend when Janus goes down', () => {
  it('reports its feeds ended and fails the next calls with a clear error', async () => {
    const janus = await startJanusTestServer();
    const backend = createJanusBackend({ url: janus.url, adminKey: janus.adminKey, secret: SERVER_SECRET });
    const source = new RtpSource();
    const ended: string[] = [];
    backend.onFeedEnded((feedId) => ended.push(feedId));
    try {
      const roomId = randomUUID();
      await backend.openRoom(roomId);
      await source.start();
      const publisher = await publishTestFeed(backend, roomId, source, undefined, clientOnInterface(janus.iceInterface.address));
      try {
        await janus.stop();
        await waitFor('the feed-ended event', () => ended.includes(publisher.feedId));
        await expect(backend.openRoom(randomUUID())).rejects.toThrow(`cannot reach Janus at ${janus.url}`);
        await expect(backend.subscribe(roomId, publisher.feedId)).rejects.toThrow(/not published/);
      } finally {
        await publisher.pc.close();
      }
    } finally {
      source.stop();
      await backend.close();
      await janus.stop();
    }
  });
});
