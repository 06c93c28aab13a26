import { expect, test, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { analysedVideo } from '../../support/analysed-video.js';

const workDir = path.resolve(import.meta.dirname, '../../../.tmp/e2e-spoken-word-search');

interface Line {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

/** A word no other test's video says: letters only, from the run's clock. */
function wordOfThisRun(): string {
  return `quokka${[...Date.now().toString(36)].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join('')}`;
}

async function viewerPage(browser: Browser, baseURL: string, locale: string): Promise<Page> {
  const email = uniqueEmail(`spoken-${locale}`);
  await signUpByApi(baseURL, { email, password: 'viewer-password' });
  const context = await browser.newContext({ baseURL, locale, extraHTTPHeaders: { 'accept-language': locale } });
  expect((await context.request.post('/api/auth/login', { data: { email, password: 'viewer-password' } })).status()).toBe(200);
  return context.newPage();
}

const currentTime = (page: Page) => page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => video.currentTime);

/**
 * From the header: opens the search, types the words, and answers the hit of this video with the text its marks hold.
 */
async function searchFromHeader(
  page: Page,
  { open, label, words, videoTitle }: { open: string; label: string; words: string; videoTitle: string },
) {
  await page.goto('/');
  await page.getByRole('button', { name: open, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label).fill(words);
  const hit = dialog.getByTestId('spoken-hit').filter({ hasText: videoTitle });
  await expect(hit).toHaveCount(1, { timeout: 20_000 });
  return { dialog, hit, marked: await hit.locator('mark').allInnerTexts() };
}

test('a word spoken in a video is found from the header search in English and, typed in Simplified, in Chinese; the line is marked and choosing it plays the video from that second', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const title = `Harbour talk ${Date.now().toString(36)}`;
  const { host, videoId } = await analysedVideo(baseURL!, { workDir, title, publish: true });
  const [chunk] = (
    (await (await host.get(`/api/activities/${videoId}/chunks`)).json()) as {
      results: { id: string; start: number; end: number; transcript: Line[] }[];
    }
  ).results;
  // Two lines well into the talk, each at a second of its own: opening at 0 or at the chunk's start would not pass.
  const englishAt = Math.floor((chunk!.start + 4_000) / 1000);
  const chineseAt = englishAt + 3;
  expect(chineseAt * 1000 + 2_000).toBeLessThanOrEqual(chunk!.end);
  const word = wordOfThisRun();
  const transcript: Line[] = [
    { start: chunk!.start, end: englishAt * 1000, speaker: '', text: 'Good evening from the harbour.' },
    { start: englishAt * 1000, end: chineseAt * 1000, speaker: '', text: `Tonight the ${word} ferry leaves at nine.` },
    // The host's correction in Traditional characters, as a Hong Kong channel writes it.
    { start: chineseAt * 1000, end: chunk!.end, speaker: '', text: '天文台發出三號強風信號，渡輪暫停。' },
  ];
  expect((await host.put(`/api/chunks/${chunk!.id}`, { data: { transcript } })).status()).toBe(200);

  // English UI, English word.
  const english = await viewerPage(browser, baseURL!, 'en-US');
  const found = await searchFromHeader(english, {
    open: 'Search',
    label: 'Search channels, videos and what is said',
    words: word,
    videoTitle: title,
  });
  expect(found.marked).toEqual([word]);
  await expect(found.hit).toContainText(`Tonight the ${word} ferry leaves at nine.`);
  await expect(found.dialog.getByRole('heading', { name: 'Said in videos' })).toBeVisible();
  await found.hit
    .getByRole('link', { name: `${title} at ${Math.floor(englishAt / 60)}:${String(englishAt % 60).padStart(2, '0')}` })
    .click();
  await expect(english).toHaveURL(new RegExp(`/video-playback/${videoId}\\?chunk=${chunk!.id}&t=${englishAt}$`));
  await expect.poll(() => currentTime(english), { timeout: 30_000 }).toBeGreaterThanOrEqual(englishAt - 0.5);
  expect(await currentTime(english)).toBeLessThan(englishAt + 1.5);

  // Chinese UI, the Traditional line found by its words typed in Simplified.
  const chinese = await viewerPage(browser, baseURL!, 'zh-HK');
  const foundZh = await searchFromHeader(chinese, {
    open: '搜尋',
    label: '搜尋頻道、影片及影片中講過的內容',
    words: '强风信号',
    videoTitle: title,
  });
  expect(foundZh.marked.join('')).toBe('強風信號');
  await expect(foundZh.dialog.getByRole('heading', { name: '影片中講過' })).toBeVisible();
  await foundZh.hit.getByRole('link').click();
  await expect(chinese).toHaveURL(new RegExp(`/video-playback/${videoId}\\?chunk=${chunk!.id}&t=${chineseAt}$`));
  await expect.poll(() => currentTime(chinese), { timeout: 30_000 }).toBeGreaterThanOrEqual(chineseAt - 0.5);
  expect(await currentTime(chinese)).toBeLessThan(chineseAt + 1.5);
});
