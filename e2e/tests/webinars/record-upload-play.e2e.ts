import { expect, test, type APIRequestContext, request } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { HOOK_TIMEOUT_MS, ownServer, SERVER_START_TIMEOUT_MS } from '../../support/own-server.js';

const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;
const server = ownServer(PORT, 'e2e-webinars');
const clipPath = path.resolve(import.meta.dirname, '../../../.tmp/e2e-recording.mp4');
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
  // One recording per webinar: another file waits for this one to be deleted, which is asked once more.
  await expect(page.getByTestId('recording-pick')).toHaveCount(0);
  await expect(page.getByText('To use another file, delete this recording first.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete recording' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete the recording?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Ready to play')).toBeVisible();

  // A follower (a channel member) watches it: the player streams and its time advances.
  const fanContext = await browser.newContext({ baseURL: server.url });
  const fan = await fanContext.newPage();
  await fan.goto('/login');
  await fan.getByLabel('Email').fill(fanEmail);
  await fan.getByLabel('Password', { exact: true }).fill('fan-password');
  await fan.getByRole('button', { name: 'Log in' }).click();
  await expect(fan).toHaveURL(/\/$/);
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
