import { test } from '@playwright/test';
import { liveTestFile } from '../../support/live-room.js';
import { reconnectionJourney } from '../../support/reconnection-journey.js';

/** The reconnection journey (support/reconnection-journey.ts) on the embedded SFU. */
const { server, browser: liveBrowser } = liveTestFile(17, 'e2e-live-reconnect');

test('a viewer’s network drop, a host reload and a server restart: the live comes back and the recording keeps it all', async () => {
  test.setTimeout(360_000);
  await reconnectionJourney(server, liveBrowser());
});
