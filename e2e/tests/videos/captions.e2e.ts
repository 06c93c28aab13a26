import { expect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { analysedVideo } from '../../support/analysed-video.js';
import { seriousViolations } from '../../support/axe.js';

const workDir = path.resolve(import.meta.dirname, '../../../.tmp/e2e-captions');
/** What the host corrects the first line to: the caption read back from the player's track. */
const CORRECTED = 'Rates rise by half a point today, the captions say';

/** The texts of the cues of the player's text tracks that are showing, and how many tracks show. */
function showingCues(player: Locator) {
  return player.evaluate((video: HTMLVideoElement) => {
    const showing = Array.from(video.textTracks).filter((track) => track.mode === 'showing');
    return { tracks: showing.length, cues: showing.flatMap((track) => Array.from(track.cues ?? []).map((cue) => (cue as VTTCue).text)) };
  });
}

async function play(player: Locator): Promise<void> {
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
}

async function viewerPage(baseURL: string, browser: import('@playwright/test').Browser, locale: string): Promise<Page> {
  const email = uniqueEmail(`captions-${locale}`);
  await signUpByApi(baseURL, { email, password: 'viewer-password' });
  const context = await browser.newContext({ baseURL, locale, extraHTTPHeaders: { 'accept-language': locale } });
  expect((await context.request.post('/api/auth/login', { data: { email, password: 'viewer-password' } })).status()).toBe(200);
  return context.newPage();
}

test('a viewer turns on the captions of a transcribed video with the CC button, reads the host’s corrected line from the track, and finds them on at the next visit', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { host, videoId } = await analysedVideo(baseURL!, { workDir, title: `Rates ${Date.now().toString(36)}`, publish: true });

  // The host corrects the first chunk's first line after publishing: the captions carry the correction.
  const [first] = (
    (await (await host.get(`/api/activities/${videoId}/chunks`)).json()) as {
      results: { id: string; transcript: { start: number; end: number; speaker: string; text: string }[] }[];
    }
  ).results;
  expect(first!.transcript.length).toBeGreaterThan(0);
  const transcript = [{ ...first!.transcript[0]!, start: 0, end: 4_000, text: CORRECTED }, ...first!.transcript.slice(1)];
  expect((await host.put(`/api/chunks/${first!.id}`, { data: { transcript } })).status()).toBe(200);

  const page = await viewerPage(baseURL!, browser, 'en');
  await page.goto(`/video-playback/${videoId}`);
  const player = page.getByTestId('video-player');
  const captions = page.getByRole('button', { name: 'Captions' });
  // Off by default: the button says so, and no track shows.
  await expect(captions).toHaveAttribute('aria-pressed', 'false', { timeout: 30_000 });
  await play(player);
  expect((await showingCues(player)).tracks).toBe(0);

  // On from the keyboard: the track shows, and its cues are the transcript as corrected.
  await captions.focus();
  await page.keyboard.press('Enter');
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await showingCues(player)).cues, { timeout: 20_000 }).toContain(CORRECTED);
  await player.evaluate((video: HTMLVideoElement) => {
    video.currentTime = 1;
  });
  await expect
    .poll(() =>
      player.evaluate((video: HTMLVideoElement) =>
        Array.from(video.textTracks).flatMap((track) => Array.from(track.activeCues ?? []).map((cue) => (cue as VTTCue).text)),
      ),
    )
    .toContain(CORRECTED);
  expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);

  // Remembered: the next visit starts with captions on; turned off, no track shows.
  await page.reload();
  await expect(captions).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await play(player);
  await expect.poll(async () => (await showingCues(player)).cues, { timeout: 20_000 }).toContain(CORRECTED);
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await showingCues(player)).tracks).toBe(0);
  await page.context().close();

  // In Chinese the button is 字幕, off for a viewer who never turned it on. Here the stream fails, so the mp4 plays with
  // the captions file as its <track>.
  const chinese = await viewerPage(baseURL!, browser, 'zh-HK');
  await chinese.route('**/hls/master.m3u8', (route) => route.abort());
  await chinese.goto(`/video-playback/${videoId}`);
  const chinesePlayer = chinese.getByTestId('video-player');
  const chineseCaptions = chinese.getByRole('button', { name: '字幕' });
  await expect(chineseCaptions).toHaveAttribute('aria-pressed', 'false', { timeout: 30_000 });
  await expect(chinesePlayer).toHaveAttribute('src', /\/source\.mp4$/);
  await expect(chinesePlayer.locator('track[kind="captions"]')).toHaveAttribute('src', /\/captions\.vtt$/);
  await chineseCaptions.click();
  await play(chinesePlayer);
  await expect.poll(async () => (await showingCues(chinesePlayer)).cues, { timeout: 20_000 }).toContain(CORRECTED);
  await chinesePlayer.evaluate((element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 1;
  });
  await chinese.screenshot({ path: path.join(workDir, 'captions-zh-HK.png') });
  await chinese.context().close();
});
