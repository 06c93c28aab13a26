import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { apiAs, signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { makeSpeechVideo } from '../../support/speech.js';

const workDir = path.resolve(import.meta.dirname, '../../../.tmp/e2e-unclear-transcript');

/** What pocketsphinx made of a talk spoken too fast for it: words between pauses, never a sentence. */
const FRAGMENTS = ['i told', 'you to stop ah did when', 'did', 'the mortgage don t see', 'a decrease'];

test('the processed chunks say, in English on a desktop and in Chinese on a phone, when a chunk’s transcript is too unclear to summarise', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { video } = makeSpeechVideo(workDir);
  const stamp = Date.now().toString(36);
  const hostEmail = uniqueEmail('unclearhost');
  await signUpByApi(baseURL!, { email: hostEmail, password: 'host-password', role: 'host', workspace_name: `Unclear ${stamp}` });
  const host = await apiAs(baseURL!, hostEmail, 'host-password');
  const [channel] = (await (await host.get('/api/workspaces/mine')).json()).results as { id: string }[];
  const created = await host.post(`/api/workspaces/${channel!.id}/activities`, {
    data: { name: `Unclear talk ${stamp}`, language: 'en-US' },
  });
  const webinarId = ((await created.json()) as { id: string }).id;
  const { url } = (await (await host.post('/api/s3/', { data: { activityId: webinarId } })).json()) as { url: string };
  expect((await host.put(url, { headers: { 'content-type': 'application/octet-stream' }, data: fs.readFileSync(video) })).status()).toBe(
    200,
  );
  await expect
    .poll(
      async () =>
        ((await (await host.get(`/api/activities/${webinarId}/recording`)).json()) as { results: { media_state: string }[] }).results[0]
          ?.media_state,
      {
        timeout: 120_000,
      },
    )
    .toBe('ready');
  expect((await host.put(`/api/activities/${webinarId}/status`, { data: { command: 'fast-analysis' } })).status()).toBe(200);
  await expect
    .poll(async () => ((await (await host.get(`/api/activities/${webinarId}/analysis`)).json()) as { status: string }).status, {
      timeout: 240_000,
      intervals: [2_000],
    })
    .toBe('PROCESSED');

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
    expect((await context.request.post('/api/auth/login', { data: { email: hostEmail, password: 'host-password' } })).status()).toBe(200);
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
