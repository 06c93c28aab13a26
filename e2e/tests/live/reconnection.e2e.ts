import { weriftTest as test, weriftTestFile } from '../../support/live-room.js';
import { reconnectionJourney } from '../../support/reconnection-journey.js';

/** The reconnection journey (support/reconnection-journey.ts) on the embedded SFU. */
const { server, browser: liveBrowser } = weriftTestFile();

test('a viewer’s network drop, a host reload and a server restart: the live comes back and the recording keeps it all', async () => {
  test.setTimeout(360_000);
  await reconnectionJourney(server, liveBrowser());
});
