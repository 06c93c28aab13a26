import { expect, type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import type { RtmpTestServer } from '../../apps/server/test-support/live-media/rtmp-test-server.js';
import { shareCanvasAsScreen } from './live-media.js';
import { enterRoom, hostWithOpenRoom, pageAs, viewerAccount } from './live-room.js';

/** What ffprobe finds on the RTMP server's stream: codec names of its streams, or nothing yet. */
function probeRtmp(url: string): string[] {
  try {
    const output = execFileSync(
      'ffprobe',
      ['-v', 'error', '-rw_timeout', '5000000', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', url],
      {
        timeout: 15_000,
      },
    );
    return output.toString().trim().split('\n').sort();
  } catch {
    return [];
  }
}

/**
 * The host's tools during a live, run once per media engine: the restream reaches an RTMP server (nginx's RTMP module
 * standing in for YouTube), a viewer made speaker is seen by the others, and a shared screen takes the large part of
 * the stage.
 */
export async function liveToolsJourney(serverUrl: string, browser: Browser, rtmp: RtmpTestServer): Promise<void> {
  const host = await hostWithOpenRoom(serverUrl, 'tools', 'Panel live');
  const activityId = host.activityId;
  const speakerEmail = await viewerAccount(serverUrl, 'tools-speaker');
  const watcherEmail = await viewerAccount(serverUrl, 'tools-watcher');

  const { page: hostPage } = await pageAs(browser, serverUrl, host.email);
  await shareCanvasAsScreen(hostPage, '#1e88e5');
  await enterRoom(hostPage, activityId, 'Host Teacher');
  await hostPage.getByRole('button', { name: 'Add destination' }).click();
  await hostPage.getByRole('textbox', { name: 'Platform' }).click();
  await hostPage.getByRole('option', { name: 'Custom RTMP server' }).click();
  await hostPage.getByRole('textbox', { name: 'Server URL' }).fill(`rtmp://127.0.0.1:${rtmp.port}/live`);
  await hostPage.getByLabel('Stream key').fill('e2e-stream-key');
  await hostPage.getByRole('button', { name: 'Enter the waiting room' }).click();
  await hostPage.getByRole('button', { name: 'Go live' }).click();
  await expect(hostPage.getByText('webinar is live now')).toBeVisible();

  await expect.poll(() => probeRtmp(rtmp.url('live', 'e2e-stream-key')), { timeout: 45_000, intervals: [2_000] }).toEqual(['aac', 'h264']);

  const { page: speakerPage } = await pageAs(browser, serverUrl, speakerEmail);
  await enterRoom(speakerPage, activityId, 'Sam Speaker');
  const { page: watcherPage } = await pageAs(browser, serverUrl, watcherEmail);
  await enterRoom(watcherPage, activityId, 'Wendy Watcher');
  await expect(watcherPage.locator('[data-testid="feed-video"][data-participant-name="Host Teacher"]')).toBeVisible({ timeout: 20_000 });

  await hostPage.getByRole('tab', { name: 'Participants' }).click();
  await hostPage.getByRole('button', { name: 'Actions for Sam Speaker' }).click();
  await hostPage.getByRole('menuitem', { name: 'Make speaker' }).click();
  // Made a speaker, Sam is told so, with the microphone and camera still off until Sam turns them on.
  await expect(speakerPage.getByText('The host made you a speaker.', { exact: false })).toBeVisible({ timeout: 15_000 });
  const speakerControls = speakerPage.getByRole('toolbar', { name: 'Room controls' });
  await expect(speakerControls.getByRole('button', { name: 'Microphone' })).toHaveAttribute('aria-pressed', 'false');
  const speakerCamera = speakerControls.getByRole('button', { name: 'Camera' });
  await expect(speakerCamera).toHaveAttribute('aria-pressed', 'false');
  await speakerCamera.click();
  await expect(speakerCamera).toHaveAttribute('aria-pressed', 'true');
  const speakerVideo = watcherPage.locator('[data-testid="feed-video"][data-participant-name="Sam Speaker"]');
  await expect(speakerVideo).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => speakerVideo.evaluate((video) => (video as HTMLVideoElement).videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);

  await hostPage.getByRole('button', { name: 'Share screen' }).click();
  const screenStage = watcherPage.getByTestId('screen-share-stage');
  const screenVideo = screenStage.locator('[data-testid="feed-video"][data-feed-kind="screen"]');
  await expect(screenVideo).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => screenVideo.evaluate((video) => (video as HTMLVideoElement).videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const share = await screenStage.evaluate(
    (element) => element.getBoundingClientRect().width / element.parentElement!.getBoundingClientRect().width,
  );
  expect(share).toBeGreaterThan(0.8);
  expect(share).toBeLessThan(0.9);
  // The shared canvas is blue: the viewer sees the host's screen, not a camera.
  const centre = await screenVideo.evaluate((element) => {
    const video = element as HTMLVideoElement;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(video, 0, 0);
    return [...context.getImageData(video.videoWidth / 2, video.videoHeight / 2, 1, 1).data.slice(0, 3)];
  });
  expect(centre[2]).toBeGreaterThan(150);
  expect(centre[0]).toBeLessThan(100);

  await hostPage.getByRole('button', { name: 'End webinar' }).first().click();
  await hostPage.getByRole('dialog').getByRole('button', { name: 'End webinar' }).click();
  await expect(hostPage).toHaveURL(new RegExp(`/webinar/process/${activityId}`));
}
