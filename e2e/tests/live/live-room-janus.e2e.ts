import { test } from '@playwright/test';
import { liveTestFileOnJanus } from '../../support/janus.js';
import { liveRoomJourney } from '../../support/live-journey.js';

/** The main live-room journey (support/live-journey.ts) on a Janus VideoRoom server: the same React app and assertions. */
const { server, browser: liveBrowser } = liveTestFileOnJanus(18, 'e2e-live-janus');

test('on Janus, the host goes live, the viewer sees the host’s clock within a second, they chat, and the end leaves a recording', async () => {
  test.setTimeout(300_000);
  await liveRoomJourney(server.url, liveBrowser());
});
