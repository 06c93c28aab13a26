import { expect, test, type Browser, type Locator } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishClockAsCamera, readClock } from './live-media.js';
import { enterRoom, hostWithOpenRoom, pageAs, readyRecording, viewerAccount } from './live-room.js';

/** The host's clock keeps advancing in the viewer's video: the live is flowing now. */
async function expectLiveClock(video: Locator) {
  await expect(video).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => video.evaluate((element) => (element as HTMLVideoElement).videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        const first = await readClock(video);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const second = await readClock(video);
        return second.code > first.code && second.latencyMs < 1000;
      },
      { timeout: 30_000, message: 'the host’s clock advances in the viewer’s video' },
    )
    .toBe(true);
}

/** Mean brightness (0-255) of the recording's frame at `seconds`: the clock canvas is grey and white, black is ~16. */
function brightnessAt(file: string, seconds: number): number {
  const pixel = execFileSync('ffmpeg', [
    ...['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-vf', 'scale=1:1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
  ]);
  return pixel[0]!;
}

/**
 * A live that survives trouble: a viewer's network drops for 5 s, the host reloads the page, the server restarts;
 * each time the live comes back without anyone reloading by hand, and the recording keeps what came before. The same
 * journey runs on each media engine.
 */
export async function reconnectionJourney(server: { url: string; stop(): Promise<unknown>; start(): Promise<void> }, browser: Browser) {
  const host = await hostWithOpenRoom(server.url, 'reconnect', 'Sturdy live');
  const activityId = host.activityId;
  const viewerEmail = await viewerAccount(server.url, 'reconnect-viewer');

  const { page: hostPage } = await pageAs(browser, server.url, host.email);
  await publishClockAsCamera(hostPage);
  await enterRoom(hostPage, activityId, 'Host Teacher');
  await hostPage.getByRole('button', { name: 'Enter the waiting room' }).click();
  await hostPage.getByRole('button', { name: 'Go live' }).click();
  await expect(hostPage.getByText('webinar is live now')).toBeVisible();

  const { context: viewerContext, page: viewerPage } = await pageAs(browser, server.url, viewerEmail);
  await enterRoom(viewerPage, activityId, 'Vera Viewer');
  const hostVideo = viewerPage.locator('[data-testid="feed-video"][data-participant-name="Host Teacher"]');
  await expectLiveClock(hostVideo);
  /**
   * The moments just before each disturbance, each at least 3 s after the viewer saw the host again: the recording
   * must show the host a second before each. A feed’s recorder needs up to a second or two to start after a publish
   * (ffmpeg starting and the first keyframe), so the moment the viewer sees the host is too early to look at.
   */
  const disturbedAt: number[] = [];

  await test.step('the viewer’s network drops for 5 s', async () => {
    await viewerContext.setOffline(true);
    await viewerPage.waitForTimeout(4_000);
    // Typed in the drop's last second: it waits for the socket to come back rather than being refused.
    await viewerPage.getByRole('textbox', { name: 'Message' }).fill('Back online');
    await viewerPage.keyboard.press('Enter');
    await viewerPage.waitForTimeout(1_000);
    await viewerContext.setOffline(false);
    await expectLiveClock(hostVideo);
    await expect(viewerPage.getByText('You are offline: nothing was sent')).toHaveCount(0);
    await expect(hostPage.getByTestId('chat-messages')).toContainText('Back online', { timeout: 20_000 });
  });

  await test.step('the host reloads the page and publishes again', async () => {
    disturbedAt.push(Date.now());
    await enterRoom(hostPage, activityId, 'Host Teacher', { reload: true });
    await expectLiveClock(hostVideo);
    await viewerPage.waitForTimeout(3_000);
  });

  await test.step('the server restarts during the live', async () => {
    disturbedAt.push(Date.now());
    await server.stop();
    await server.start();
    await expectLiveClock(hostVideo);
  });

  await viewerPage.waitForTimeout(3_000);
  disturbedAt.push(Date.now());
  // Ending through the room's button is the other live tests' part; here the end only closes the recording.
  expect((await host.api.put(`/api/activities/${activityId}/status`, { data: { command: 'stop' } })).status()).toBe(200);

  const { body, liveSeconds, goLive } = await readyRecording(host.api, activityId);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-live-')), 'recording.mp4');
  fs.writeFileSync(file, body);
  const duration = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString());
  expect(Math.abs(duration - liveSeconds)).toBeLessThan(1);
  // Before the reload, between the reload and the restart, and after it: the host's picture, not black.
  const brightness = disturbedAt.map((at) => brightnessAt(file, (at - goLive) / 1000 - 1));
  test.info().annotations.push({ type: 'brightness', description: brightness.join(', ') });
  for (const value of brightness) expect(value).toBeGreaterThan(60);
}
