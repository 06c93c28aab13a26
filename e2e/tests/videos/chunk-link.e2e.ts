import { devices, expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { analysedVideo } from '../../support/analysed-video.js';

const workDir = path.resolve(import.meta.dirname, '../../../.tmp/e2e-chunk-link');

interface PublishedChunk {
  id: string;
  start: number;
  end: number;
  titles: { en: string };
  summary: string;
}

/** The `content` of a meta tag of served HTML, entities decoded. */
function metaContent(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
  return found
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const currentTime = (page: Page) => page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => video.currentTime);

test('a chunk link shared to a phone opens the video at the chunk’s second with its title, the Share menu offers the apps and copies the link, and a guest sees the chunk it points at', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const { host, videoId: webinarId } = await analysedVideo(baseURL!, { workDir, title: `Rates and pasta ${stamp}`, publish: false });
  // The analysis makes one chunk of so short a talk; the host splits it in two, as on the review page.
  const [whole] = ((await (await host.get(`/api/activities/${webinarId}/chunks`)).json()) as { results: PublishedChunk[] }).results;
  const middle = Math.round((whole!.start + whole!.end) / 2000) * 1000;
  const split = await host.put(`/api/activities/${webinarId}/chunks`, {
    data: [
      { start: whole!.start, end: middle },
      { start: middle, end: whole!.end },
    ],
  });
  expect(split.status(), await split.text()).toBe(200);
  await expect
    .poll(async () => ((await (await host.get(`/api/activities/${webinarId}/analysis`)).json()) as { status: string }).status, {
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBe('PROCESSED');
  expect((await host.put(`/api/activities/${webinarId}/status`, { data: { command: 'publish' } })).status()).toBe(200);
  const chunks = ((await (await host.get(`/api/activities/${webinarId}/chunks`)).json()) as { results: PublishedChunk[] }).results;
  expect(chunks).toHaveLength(2);
  // The last chunk starts well into the talk: opening at 0 would not pass for opening at its second.
  const shared = chunks.at(-1)!;
  const second = shared.start / 1000;
  expect(second).toBeGreaterThan(3);
  const link = `${baseURL}/video-playback/${webinarId}?chunk=${shared.id}`;

  // What WhatsApp or a search engine reads of the link, without running the app.
  const served = await (await host.get(`/m/${shared.id}`)).text();
  expect(metaContent(served, 'og:title')).toBe(`${shared.titles.en} · Rates and pasta ${stamp}`);
  expect(metaContent(served, 'og:url')).toBe(link);

  const viewerEmail = uniqueEmail('chunklinkviewer');
  await signUpByApi(baseURL!, { email: viewerEmail, password: 'viewer-password' });
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    locale: 'zh-HK',
    extraHTTPHeaders: { 'accept-language': 'zh-HK' },
  });
  await phone.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // A phone's system share sheet, which this Chromium has not: what it was handed is kept to be read back.
  await phone.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        (window as unknown as { sharedData: ShareData }).sharedData = data;
      },
    });
  });
  expect((await phone.request.post('/api/auth/login', { data: { email: viewerEmail, password: 'viewer-password' } })).status()).toBe(200);
  const page = await phone.newPage();
  await page.goto(link);

  const modal = page.getByRole('dialog');
  await expect(modal).toContainText(shared.titles.en);
  if (shared.summary) await expect(modal).toContainText(shared.summary);
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(second - 0.5);
  expect(await currentTime(page)).toBeLessThan(second + 1);

  // The transcript is one tab away, and its lines are the chunk's.
  await modal.getByRole('tab', { name: '文字稿' }).click();
  await expect(modal.getByTestId('transcript-line').first()).toBeVisible();

  // Share, by keyboard: the menu opens on Enter and offers every app.
  const shareButton = modal.getByRole('button', { name: '分享' });
  await shareButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  for (const name of ['複製連結', '用其他應用程式分享…', 'WhatsApp', 'Facebook', 'X', 'LINE', 'Telegram']) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  const encoded = encodeURIComponent(link);
  await expect(menu.getByRole('menuitem', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${escapeRegExp(encoded)}$`),
  );
  await expect(menu.getByRole('menuitem', { name: 'Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
  );
  await expect(menu.getByRole('menuitem', { name: 'LINE' })).toHaveAttribute(
    'href',
    `https://social-plugins.line.me/lineit/share?url=${encoded}`,
  );
  await expect(menu.getByRole('menuitem', { name: 'Telegram' })).toHaveAttribute(
    'href',
    new RegExp(`^https://t\\.me/share/url\\?url=${escapeRegExp(encoded)}&text=`),
  );
  await expect(menu.getByRole('menuitem', { name: 'X', exact: true })).toHaveAttribute(
    'href',
    new RegExp(`&url=${escapeRegExp(encoded)}$`),
  );
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: '複製連結' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('status')).toHaveText('已複製連結。');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await shareButton.click();
  await page.getByRole('menuitem', { name: '用其他應用程式分享…' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedData?: ShareData }).sharedData?.url)).toBe(link);

  // Playing from the chunk: the player plays on from the chunk's second.
  await modal.getByRole('tab', { name: '概覽' }).click();
  await page.getByTestId('video-player').evaluate((element: HTMLVideoElement) => {
    element.muted = true;
  });
  await modal.getByRole('button', { name: /^由 .* 開始播放$/ }).click();
  await expect(modal).toBeHidden();
  await expect.poll(() => page.getByTestId('video-player').evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
  const playing = await currentTime(page);
  expect(playing).toBeGreaterThanOrEqual(second - 0.5);
  expect(playing).toBeLessThan(second + 5);
  // Closing the chunk takes it out of the address, so the address bar again names the whole video.
  await expect(page).toHaveURL(new RegExp(`/video-playback/${webinarId}$`));
  await phone.close();

  // A guest on a desktop, in English, who may not play the video yet, still sees what the link pointed at.
  const guest = await (await browser.newContext({ baseURL, locale: 'en', extraHTTPHeaders: { 'accept-language': 'en' } })).newPage();
  await guest.goto(link);
  const preview = guest.getByTestId('chunk-preview');
  await expect(preview.getByRole('heading', { name: shared.titles.en })).toBeVisible();
  await preview.getByRole('button', { name: 'Share' }).click();
  for (const name of ['Copy link', 'WhatsApp', 'Facebook', 'X', 'LINE', 'Telegram']) {
    await expect(guest.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  await guest.context().close();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
