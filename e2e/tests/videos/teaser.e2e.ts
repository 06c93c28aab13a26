import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { apiAs, signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { analysedVideo, ANALYSED_VIDEO_HOST_PASSWORD } from '../../support/analysed-video.js';
import { seriousViolations } from '../../support/axe.js';

const workDir = path.resolve(import.meta.dirname, '../../../.tmp/e2e-teaser');

interface TeaserChunk {
  id: string;
  teaser: boolean;
  title: string | null;
}

/** Plays the teaser clip muted (autoplay with sound is the browser's call) and waits for its clock to move. */
async function playsOn(player: Locator): Promise<void> {
  await expect(player).toBeVisible();
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
}

/** Jumps to the last moment of the clip so that it ends now rather than in half a minute. */
async function skipToEnd(player: Locator): Promise<void> {
  await player.evaluate((video: HTMLVideoElement) => {
    video.currentTime = Math.max(0, video.duration - 0.3);
    return video.play();
  });
}

async function pageAs(
  browser: Browser,
  baseURL: string,
  locale: string,
  login?: { email: string; password: string },
  phone = false,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale,
    extraHTTPHeaders: { 'accept-language': locale },
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  if (login) expect((await context.request.post('/api/auth/login', { data: login })).status()).toBe(200);
  return context.newPage();
}

test('a host marks a chunk free preview; a guest and a viewer without the plan play only that clip, see the rest locked and get the plan chooser at its end; the host sees the plays on the earnings page', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const title = `Preview rates ${Date.now().toString(36)}`;
  const { host, hostEmail, channelId, videoId } = await analysedVideo(baseURL!, { workDir, title, publish: false });
  // Fast analysis cuts this short talk into one chunk: the host cuts it in three (ms), which compiles them again.
  const cut = await host.put(`/api/activities/${videoId}/chunks`, {
    data: [
      { start: 0, end: 7_000 },
      { start: 7_000, end: 14_000 },
      { start: 14_000, end: 21_000 },
    ],
  });
  expect(cut.status(), await cut.text()).toBe(200);
  await expect
    .poll(async () => ((await (await host.get(`/api/activities/${videoId}/analysis`)).json()) as { status: string }).status, {
      timeout: 120_000,
      intervals: [1_000],
      message: 'the three chunks are compiled',
    })
    .toBe('PROCESSED');
  const planName = `Preview plan ${Date.now().toString(36)}`;
  const plan = await host.post('/api/products', {
    data: {
      workspace_id: channelId,
      name: planName,
      description: 'All videos',
      type: 'RECURRING',
      unit_amount: 1999,
      interval_count: 1,
      trial_period: 0,
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const planId = ((await plan.json()) as { id: string }).id;
  expect((await host.put(`/api/activities/${videoId}`, { data: { plans: [planId] } })).status()).toBe(200);

  // The host, on the processed-chunks screen: a limit of 1 per video, one chunk marked, a second refused.
  const hostPage = await pageAs(browser, baseURL!, 'en', { email: hostEmail, password: ANALYSED_VIDEO_HOST_PASSWORD });
  await hostPage.goto(`/webinar/process/${videoId}`);
  const cards = hostPage.getByTestId('chunk-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await expect(cards).toHaveCount(3);
  const limit = hostPage.getByTestId('teaser-limit');
  await expect(limit).toContainText('Free previews in this video: 0 of 2');
  await limit.getByLabel('Free previews allowed per video (this channel)').fill('1');
  await limit.getByRole('button', { name: 'Save limit' }).click();
  await expect(limit).toContainText('0 of 1');
  await cards.nth(0).getByLabel('Free preview: chunk 1').click({ force: true });
  await expect(cards.nth(0).getByLabel('Free preview: chunk 1')).toBeChecked();
  await expect(limit).toContainText('1 of 1');
  expect(await seriousViolations(hostPage, { within: '[data-testid="chunk-list"]', bestPractice: false })).toEqual([]);
  await cards.nth(1).getByLabel('Free preview: chunk 2').click({ force: true });
  await expect(cards.nth(1).getByRole('alert')).toHaveText(
    'This video already has as many free previews as your channel allows. Unmark one first, or raise the limit.',
  );
  await expect(cards.nth(1).getByLabel('Free preview: chunk 2')).not.toBeChecked();
  expect((await host.put(`/api/activities/${videoId}/status`, { data: { command: 'publish' } })).status()).toBe(200);

  const { results: chunks } = (await (await host.get(`/api/activities/${videoId}/teasers`)).json()) as { results: TeaserChunk[] };
  const teaser = chunks.find((chunk) => chunk.teaser)!;
  const locked = chunks.find((chunk) => !chunk.teaser)!;
  expect(chunks.indexOf(teaser)).toBe(0);

  // A guest on a computer, in English: the video itself is locked; the free preview plays, the other chunks show locked.
  const guest = await pageAs(browser, baseURL!, 'en');
  await guest.goto(`/video-playback/${videoId}`);
  await expect(guest.getByTestId('locked-poster')).toBeVisible({ timeout: 30_000 });
  const section = guest.getByTestId('teaser-chunks');
  await expect(section.getByTestId('locked-chunk')).toHaveCount(chunks.length - 1);
  await expect(section.getByTestId('locked-chunk').first()).toContainText('Locked');
  await expect(section.getByTestId('locked-chunk').first()).toContainText(locked.title!);
  expect(await seriousViolations(guest, { within: '[data-testid="teaser-chunks"]' })).toEqual([]);
  await section.getByRole('button', { name: `Play free preview: ${teaser.title}` }).click();
  const player = guest.getByTestId('teaser-player');
  await playsOn(player);
  await skipToEnd(player);
  const chooser = guest.getByRole('dialog', { name: 'Choose a plan' });
  await expect(chooser).toBeVisible({ timeout: 30_000 });
  await expect(chooser).toContainText(planName);
  // Enforced by the server, not the page: the guest's browser gets the free preview's clip and nothing else.
  const teaserClip = await guest.request.get(`/api/chunks/${teaser.id}/media/clip.mp4`, { maxRedirects: 0 });
  expect(teaserClip.status()).toBe(302);
  const lockedClip = await guest.request.get(`/api/chunks/${locked.id}/media/clip.mp4`, { maxRedirects: 0 });
  expect(lockedClip.status()).toBe(401);
  await guest.context().close();

  // A signed-in viewer without the plan on a phone, in Chinese: the channel's list shows the badge and leads to the video.
  const viewerEmail = uniqueEmail('teaserviewer');
  await signUpByApi(baseURL!, { email: viewerEmail, password: 'viewer-password' });
  const viewerApi = await apiAs(baseURL!, viewerEmail, 'viewer-password');
  expect((await viewerApi.get(`/api/chunks/${locked.id}/media/clip.mp4`, { maxRedirects: 0 })).status()).toBe(403);
  const phone = await pageAs(browser, baseURL!, 'zh-HK', { email: viewerEmail, password: 'viewer-password' }, true);
  await phone.goto(`/channel/${channelId}`);
  const card = phone.getByTestId('video-card').filter({ hasText: title });
  await expect(card.getByTestId('free-preview-badge')).toHaveText('免費預覽', { timeout: 30_000 });
  await card.click();
  await expect(phone).toHaveURL(new RegExp(`/video-playback/${videoId}`));
  const phoneSection = phone.getByTestId('teaser-chunks');
  await expect(phoneSection.getByTestId('locked-chunk').first()).toContainText('已鎖定');
  expect(await seriousViolations(phone, { within: '[data-testid="teaser-chunks"]' })).toEqual([]);
  await phoneSection.getByRole('button', { name: `播放免費預覽：${teaser.title}` }).click();
  const phonePlayer = phone.getByTestId('teaser-player');
  await playsOn(phonePlayer);
  // The player fits the phone's width.
  expect((await phonePlayer.boundingBox())!.width).toBeLessThanOrEqual(390);
  await skipToEnd(phonePlayer);
  await expect(phone.getByRole('dialog', { name: '選擇計劃' })).toBeVisible({ timeout: 30_000 });
  await phone.context().close();

  // The host's earnings page counts both plays (one guest, one viewer); nothing was bought yet.
  await hostPage.goto('/channel/earnings');
  const previews = hostPage.getByRole('region', { name: 'Free previews' });
  const row = previews.getByTestId('teaser-earnings-row').filter({ hasText: title });
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');
  await hostPage.context().close();
});
