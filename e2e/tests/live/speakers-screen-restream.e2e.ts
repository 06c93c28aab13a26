import { startRtmpTestServer, type RtmpTestServer } from '../../../apps/server/test-support/live-media/rtmp-test-server.js';
import { weriftTest as test, weriftTestFile } from '../../support/live-room.js';
import { liveToolsJourney } from '../../support/live-tools-journey.js';

/** The host's tools during a live (support/live-tools-journey.ts) on the embedded SFU, werift. */
const { server, browser: liveBrowser } = weriftTestFile();
let rtmp: RtmpTestServer;

test.beforeAll(async () => {
  rtmp = await startRtmpTestServer();
});

test.afterAll(async () => {
  await rtmp?.stop();
});

test('restream to RTMP, a promoted speaker seen by viewers, and a screen share on 85% of the stage', async () => {
  test.setTimeout(300_000);
  await liveToolsJourney(server.url, liveBrowser(), rtmp);
});
