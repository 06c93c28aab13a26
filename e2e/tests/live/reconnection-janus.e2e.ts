import { test } from '@playwright/test';
import { liveTestFileOnJanus } from '../../support/janus.js';
import { reconnectionJourney } from '../../support/reconnection-journey.js';

/**
 * The reconnection journey on a Janus VideoRoom server. Janus keeps running while the app server restarts: the new
 * process must find the live's room again (its number and secret come from the server's secret).
 */
const { server, browser: liveBrowser } = liveTestFileOnJanus(25, 'e2e-live-reconnect-janus');

test('on Janus, a viewer’s network drop, a host reload and a server restart: the live comes back and the recording keeps it all', async () => {
  test.setTimeout(360_000);
  await reconnectionJourney(server, liveBrowser());
});
