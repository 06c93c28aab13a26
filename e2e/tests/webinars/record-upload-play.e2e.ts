import { expect, test, type APIRequestContext, request } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { HOOK_TIMEOUT_MS, ownServer, SERVER_START_TIMEOUT_MS } from '../../support/own-server.js';

const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;
const server = ownServer(PORT, 'e2e-webinars');
const clipPath = path.resolve(import.meta.dirname, '../../../.tmp/e2e-recording.mp4');
const shortClipPath = path.resolve(import.meta.dirname, '../../../.tmp/e2e-recording-short.mp4');
const PART_SIZE = 8 * 1024 * 1024;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT_MS);
  server.fresh();
  fs.mkdirSync(path.dirname(clipPath), { recursive: true });
  // Ten seconds of noise at a high quality: over 50 MB, so it goes through the multipart flow in 8 MB parts.
  execFileSync('ffmpeg', [
    ...[
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'nullsrc=s=640x360:r=25,geq=random(1)*255:128:128',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440',
    ],
    ...[
      '-t',
      '10',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '4',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '50',
      '-c:a',
      'aac',
      '-shortest',
      clipPath,
    ],
  ]);
  // Two seconds at a small size: sent whole, prepared in a moment.
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=320x180:r=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', shortClipPath],
  ]);
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

async function api(email: string, password: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: server.url });
  expect((await context.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
  return context;
}

test('a host creates a webinar, uploads its recording in parts across a server restart, and a follower plays it', async ({ browser }) => {
  // The journey's three minutes, plus the restart in its middle, which may take that long on a loaded machine.
  test.setTimeout(180_000 + SERVER_START_TIMEOUT_MS);
  const stamp = Date.now().toString(36);
  const hostEmail = `host.${stamp}@e2e.test`;
  const signup = await request.newContext({ baseURL: server.url });
  expect(
    (
      await signup.post('/api/signup', {
        data: { email: hostEmail, password: 'host-password', role: 'host', workspace_name: `Studio ${stamp}` },
      })
    ).status(),
  ).toBe(201);
  const fanEmail = `fan.${stamp}@e2e.test`;
  expect((await signup.post('/api/signup', { data: { email: fanEmail, password: 'fan-password' } })).status()).toBe(201);
  const hostApi = await api(hostEmail, 'host-password');
  const [channel] = (await (await hostApi.get('/api/workspaces/mine')).json()).results as { id: string }[];
  expect((await hostApi.put(`/api/workspaces/${channel!.id}`, { data: { slug: `studio${stamp}`, publish: true } })).status()).toBe(200);

  const hostContext = await browser.newContext({ baseURL: server.url });
  const page = await hostContext.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(hostEmail);
  await page.getByLabel('Password', { exact: true }).fill('host-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/webinar\/manage$/);

  await page.getByRole('button', { name: 'Add new' }).click();
  await expect(page).toHaveURL(/\/webinar\/edit\/[0-9a-f-]{36}$/);
  const webinarId = page.url().split('/').pop()!;
  // The steps say where the webinar stands (being set up) and are not buttons that do nothing.
  const steps = page.getByLabel('Webinar steps');
  await expect(steps.locator('[aria-current="step"]')).toContainText('Set up');
  await expect(steps.getByRole('button')).toHaveCount(0);
  const chip = page.getByTestId('status-chip');
  await expect(chip).toHaveText('Set up');
  // Cantonese is the channel's default spoken language and CI has no model for it: the host is told before uploading.
  const noTranscript = page.getByTestId('no-transcript-notice');
  await expect(noTranscript).toContainText(
    'This server has no transcription for Cantonese: chunks will be cut at pauses and scene changes, without transcript',
  );
  await expect(noTranscript).toContainText("The site's admin can add a transcription model.");
  // Nothing uploaded is the viewers' unless the host says so: publishing when ready is a choice, off at first.
  await expect(page.getByRole('checkbox', { name: 'Publish when ready' })).not.toBeChecked();
  const title = page.getByLabel('Webinar title');
  // The field holds no more than the server takes.
  await expect(title).toHaveAttribute('maxlength', '200');
  await title.fill(`Quarterly results ${stamp}`);
  await title.press('Enter');
  await expect(page.getByText('successfully updated')).toBeVisible();

  // Anything but an mp4 is refused before it is sent.
  await page
    .locator('input[type=file][accept="video/mp4"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(page.getByText('Invalid video. Please select a video file.')).toBeVisible();

  // A file named .mp4 that holds no video is refused by the server; picking it again is not offered as a way on.
  const refused = page.waitForResponse((response) => response.url().includes('/api/') && response.status() === 400);
  await page
    .locator('input[type=file][accept="video/mp4"]')
    .setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('these are notes, not a video') });
  expect(((await (await refused).json()) as { msg: string }).msg).toBe('INVALID_VIDEO');
  await expect(page.getByText('Invalid video. Please select a video file.')).toBeVisible();
  await expect(page.getByTestId('upload-progress')).toBeHidden();
  await expect(page.getByText('Pick the same file again to resume.')).toHaveCount(0);

  // Parts are slowed down so the server can be stopped while some are stored and others are on their way.
  const fileSize = fs.statSync(clipPath).size;
  const partCount = Math.ceil(fileSize / PART_SIZE);
  let storedParts = 0;
  await page.route('**/api/s3/parts?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue().catch(() => undefined);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/s3/parts?') && response.status() === 200) storedParts += 1;
  });
  await page.locator('input[type=file][accept="video/mp4"]').setInputFiles(clipPath);
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  // The chip and the steps follow the upload, not the live's steps.
  await expect(chip).toHaveText('Uploading');
  await expect(steps.locator('[aria-current="step"]')).toContainText('Upload');
  // Figures change once the first 8 MB part is stored; a route-intercepted part body crosses the DevTools protocol,
  // which on a loaded machine has taken over 10 s.
  await expect(page.getByTestId('upload-figures')).toContainText(/MB\/s|KB\/s/, { timeout: 60_000 });
  await expect.poll(() => storedParts, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);

  await server.stop();
  await expect(page.getByText('Pick the same file again to resume.')).toBeVisible({ timeout: 30_000 });
  const storedBeforeRestart = storedParts;
  expect(storedBeforeRestart).toBeLessThan(partCount);
  await server.start();

  storedParts = 0;
  await page.locator('input[type=file][accept="video/mp4"]').setInputFiles(clipPath);
  await expect(page.getByText('Recording uploaded. It is being prepared for streaming.')).toBeVisible({ timeout: 90_000 });
  // Only the parts that had not arrived were sent again (those in flight at the stop at most).
  expect(storedParts).toBeLessThanOrEqual(partCount - storedBeforeRestart);
  await expect(page.getByText('Ready to play')).toBeVisible({ timeout: 90_000 });
  // Prepared, it is still only the host's: no plan or description was asked of them yet.
  await expect(chip).toHaveText('Not published');
  await expect(steps.locator('[aria-current="step"]')).toContainText('Publish');
  await expect(page.getByText('Only you can watch this video until you publish it.', { exact: false })).toBeVisible();
  await expect(page.getByText('This video is on your channel now', { exact: false })).toHaveCount(0);
  // The host finds it on their channel page, marked as viewers do not see it yet.
  const hostChannel = await hostContext.newPage();
  await hostChannel.goto(`/channel/studio${stamp}`);
  const ownCard = hostChannel
    .locator('#videos')
    .getByTestId('video-card')
    .filter({ hasText: `Quarterly results ${stamp}` });
  await expect(ownCard.getByText('Not published')).toBeVisible();
  await hostChannel.close();
  // One recording per webinar: another file waits for this one to be deleted, which is asked once more.
  await expect(page.getByTestId('recording-pick')).toHaveCount(0);
  await expect(page.getByText('To use another file, delete this recording first.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete recording' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete the recording?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Ready to play')).toBeVisible();

  // Before it is published, a viewer finds it in no list and cannot open it or its media.
  const fanContext = await browser.newContext({ baseURL: server.url });
  const fan = await fanContext.newPage();
  await fan.goto('/login');
  await fan.getByLabel('Email').fill(fanEmail);
  await fan.getByLabel('Password', { exact: true }).fill('fan-password');
  await fan.getByRole('button', { name: 'Log in' }).click();
  await expect(fan).toHaveURL(/\/$/);
  const [unpublished] = (await (await hostApi.get(`/api/activities/${webinarId}/recording`)).json()).results as { hls_url: string }[];
  const fanIds = async (url: string) =>
    ((await (await fan.request.get(url)).json()).results as { id: string }[]).map((activity) => activity.id);
  expect(await fanIds('/api/activities/playbacks')).not.toContain(webinarId);
  expect(await fanIds(`/api/workspaces/${channel!.id}/playbacks`)).not.toContain(webinarId);
  expect((await fan.request.get(`/api/activities/${webinarId}`)).status()).toBe(404);
  expect((await fan.request.get(unpublished!.hls_url)).status()).toBe(404);
  await fan.goto(`/channel/studio${stamp}`);
  await expect(fan.getByText(`Studio ${stamp}`).first()).toBeVisible();
  await expect(fan.getByText(`Quarterly results ${stamp}`)).toHaveCount(0);

  // The host publishes it: the chip and the steps say so, and the follower watches it.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Video published')).toBeVisible();
  await expect(chip).toHaveText('Published');
  await expect(steps.locator('[aria-current="step"]')).toContainText('Video');
  await expect(page.getByText('This video is published: viewers can watch it', { exact: false })).toBeVisible();

  // A follower (a channel member) watches it: the player streams and its time advances.
  await fan.goto(`/video-playback/${webinarId}`);
  await expect(fan.getByRole('heading', { name: `Quarterly results ${stamp}` })).toBeVisible();
  const player = fan.getByTestId('video-player');
  await expect(player).toBeVisible();
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);

  // The video is listed for the follower on the home page and on the channel page.
  await fan.goto('/');
  await expect(fan.getByRole('link', { name: new RegExp(`Quarterly results ${stamp}`) }).first()).toBeVisible();
  await fan.goto(`/channel/studio${stamp}`);
  await expect(fan.locator('#videos').getByText(`Quarterly results ${stamp}`)).toBeVisible();

  // A guest is asked to log in for the media, whatever the page shows.
  const guest = await request.newContext({ baseURL: server.url });
  const [recording] = (await (await hostApi.get(`/api/activities/${webinarId}/recording`)).json()).results as {
    hls_url: string;
    archive_url: string;
  }[];
  expect((await guest.get(recording!.archive_url)).status()).toBe(401);
  expect((await guest.get(recording!.hls_url)).status()).toBe(401);

  await page.getByRole('button', { name: 'Delete webinar' }).click();
  // The dialog's own close button is named in the page's language, as every dialog's is (a theme default).
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/webinar\/manage$/);
  await expect(page.getByText('webinar deleted')).toBeVisible();
  await expect(page.getByTestId('webinar-row')).toHaveCount(0);
});

test('在手機上以中文上載，揀選「準備好即發佈」：影片準備好便發佈 (a Chinese upload on a phone, published when ready)', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const hostEmail = `zh.${stamp}@e2e.test`;
  const signup = await request.newContext({ baseURL: server.url });
  const created = await signup.post('/api/signup', {
    data: { email: hostEmail, password: 'host-password', role: 'host', workspace_name: `頻道 ${stamp}` },
  });
  expect(created.status()).toBe(201);
  const hostApi = await api(hostEmail, 'host-password');
  const [channel] = (await (await hostApi.get('/api/workspaces/mine')).json()).results as { id: string }[];
  expect((await hostApi.put(`/api/workspaces/${channel!.id}`, { data: { publish: true } })).status()).toBe(200);
  const webinar = await hostApi.post(`/api/workspaces/${channel!.id}/activities`, { data: { name: `市場展望 ${stamp}` } });
  const webinarId = ((await webinar.json()) as { id: string }).id;

  const phone = await browser.newContext({
    baseURL: server.url,
    locale: 'zh-HK',
    extraHTTPHeaders: { 'accept-language': 'zh-HK,zh;q=0.9' },
    viewport: { width: 390, height: 844 },
  });
  expect((await phone.request.post('/api/auth/login', { data: { email: hostEmail, password: 'host-password' } })).status()).toBe(200);
  const page = await phone.newPage();
  await page.goto(`/webinar/edit/${webinarId}`);
  const chip = page.getByTestId('status-chip');
  const steps = page.getByLabel('網上研討會步驟');
  await expect(chip).toHaveText('設定中');
  await expect(steps.locator('[aria-current="step"]')).toContainText('設定');
  await expect(page.getByTestId('no-transcript-notice')).toContainText(
    '此伺服器沒有廣東話的語音轉文字功能：片段會按停頓和場景轉換切分，不會有文字稿',
  );
  await page.getByRole('checkbox', { name: '準備好即發佈' }).check();
  await page.locator('input[type=file][accept="video/mp4"]').setInputFiles(shortClipPath);
  await expect(page.getByText('錄影已上載，正準備串流播放。')).toBeVisible({ timeout: 60_000 });
  await expect(chip).toHaveText('已發佈', { timeout: 60_000 });
  await expect(steps.locator('[aria-current="step"]')).toContainText('影片');
  await expect(page.getByText('這段影片已發佈：觀眾可在你的頻道觀看', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: '發佈', exact: true })).toHaveCount(0);
  // The page fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Everyone finds it among the latest videos.
  const guest = await request.newContext({ baseURL: server.url });
  const latest = (await (await guest.get('/api/activities/playbacks')).json()).results as { id: string }[];
  expect(latest.map((activity) => activity.id)).toContain(webinarId);
  await phone.close();
});
