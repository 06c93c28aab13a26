import { weriftTest as test, weriftTestFile } from '../../support/live-room.js';
import { liveRoomJourney } from '../../support/live-journey.js';

/** The main live-room journey (support/live-journey.ts) on the embedded SFU, werift. */
const { server, browser: liveBrowser } = weriftTestFile();

test('the host goes live, the viewer sees the host’s clock within a second, they chat, and the end leaves a recording', async () => {
  test.setTimeout(300_000);
  await liveRoomJourney(server.url, liveBrowser());
});
