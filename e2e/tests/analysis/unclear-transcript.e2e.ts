import { expect, test } from '@playwright/test';
import path from 'node:path';
import { analysedVideo, ANALYSED_VIDEO_HOST_PASSWORD } from '../../support/analysed-video.js';

const workDir = path.resolve(import.meta.dirname, '../../../.tmp/e2e-unclear-transcript');

/** What pocketsphinx made of a talk spoken too fast for it: words between pauses, never a sentence. */
const FRAGMENTS = ['i told', 'you to stop ah did when', 'did', 'the mortgage don t see', 'a decrease'];

test('the processed chunks say, in English on a desktop and in Chinese on a phone, when a chunk’s transcript is too unclear to summarise', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const {
    host,
    hostEmail,
    videoId: webinarId,
  } = await analysedVideo(baseURL!, {
    workDir,
    title: `Unclear talk ${Date.now().toString(36)}`,
    publish: false,
  });

  // The clear talk is trusted: no notice on the host's page.
  const chunks = (
    (await (await host.get(`/api/activities/${webinarId}/chunks`)).json()) as {
      results: { id: string; start: number; low_confidence: boolean }[];
    }
  ).results;
  expect(chunks.map((chunk) => chunk.low_confidence)).toEqual(chunks.map(() => false));
  const pages = [
    {
      locale: 'en',
      viewport: { width: 1280, height: 800 },
      notice: 'The speech in this chunk was hard to recognise: its transcript is mostly fragments, so no summary can be drawn from it',
    },
    { locale: 'zh-HK', viewport: { width: 390, height: 844 }, notice: '這個片段的語音難以辨識，文字稿大多是零碎字詞' },
  ].map(async ({ locale, viewport, notice }) => {
    const context = await browser.newContext({ baseURL, locale, extraHTTPHeaders: { 'accept-language': locale }, viewport });
    expect(
      (await context.request.post('/api/auth/login', { data: { email: hostEmail, password: ANALYSED_VIDEO_HOST_PASSWORD } })).status(),
    ).toBe(200);
    return { page: await context.newPage(), locale, notice };
  });
  const [english] = await Promise.all(pages);
  await english!.page.goto(`/webinar/process/${webinarId}`);
  await expect(english!.page.getByTestId('chunk-card')).toHaveCount(chunks.length);
  await expect(english!.page.getByTestId('chunk-card').first()).toContainText(/\w+/);
  await expect(english!.page.getByTestId('low-confidence')).toHaveCount(0);

  // The host replaces the first chunk's transcript with what a lost engine hears.
  const first = chunks[0]!;
  const transcript = FRAGMENTS.map((text, i) => ({ start: first.start + i * 1000, end: first.start + i * 1000 + 400, speaker: '', text }));
  const updated = await host.put(`/api/chunks/${first.id}`, { data: { transcript } });
  expect(updated.status()).toBe(200);
  expect(((await updated.json()) as { low_confidence: boolean }).low_confidence).toBe(true);

  for (const { page, locale, notice } of await Promise.all(pages)) {
    await page.goto(`/webinar/process/${webinarId}`);
    await expect(page.getByTestId('chunk-card').first().getByTestId('low-confidence')).toContainText(notice);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(workDir, `unclear-${locale}.png`), fullPage: true });
    await page.context().close();
  }
});
