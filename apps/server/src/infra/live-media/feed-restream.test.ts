import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runFfprobe } from '../media/run-ffmpeg.js';
import { startFeedRestream } from './feed-restream.js';
import type { MediaBackend } from './media-backend.js';
import { startRtmpTestServer, type RtmpTestServer } from '../../../test-support/live-media/rtmp-test-server.js';
import { publishInNewRoom } from '../../../test-support/live-media/test-peers.js';
import { createWeriftBackend } from './werift/werift-backend.js';

describe('startFeedRestream', () => {
  let backend: MediaBackend;
  let rtmp: RtmpTestServer;
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    backend = createWeriftBackend();
    rtmp = await startRtmpTestServer();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await backend.close();
    await rtmp.stop();
  });

  it('pushes a published feed to the RTMP server as H.264 and AAC until stopped', async () => {
    const publisher = await publishInNewRoom(backend, cleanups);

    const url = rtmp.url('live', `key${Date.now()}`);
    const restream = await startFeedRestream(backend, publisher.feedId, [{ url }], pino({ level: 'silent' }));
    cleanups.push(() => restream.stop());
    const probe = JSON.parse(
      await runFfprobe(['-v', 'error', '-rw_timeout', '10000000', '-show_entries', 'stream=codec_name', '-of', 'json', url], {
        timeoutMs: 20_000,
      }),
    ) as { streams: { codec_name: string }[] };
    expect(probe.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    await restream.stop();
  });
});
