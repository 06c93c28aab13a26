import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { apiAs, logInByApi, signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { seriousViolations } from '../../support/axe.js';
import { makeSpeechVideo } from '../../support/speech.js';

const workDir = path.resolve(import.meta.dirname, '../../../.tmp/e2e-analysis');

/** On a phone the page fits its width: nothing but the timeline itself scrolls sideways. */
async function fitsPhone(page: Page, shot: string): Promise<void> {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(workDir, shot), fullPage: true });
  await page.setViewportSize(desktop);
}

test('a host analyses a spoken recording, reviews its chunks, corrects a transcript and publishes; a viewer seeks from a transcript line and finds it again by search', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { video } = makeSpeechVideo(workDir);
  const stamp = Date.now().toString(36);
  const hostEmail = uniqueEmail('analysishost');
  const viewerEmail = uniqueEmail('analysisviewer');
  await signUpByApi(baseURL!, { email: hostEmail, password: 'host-password', role: 'host', workspace_name: `Talks ${stamp}` });
  await signUpByApi(baseURL!, { email: viewerEmail, password: 'viewer-password' });
  const host = await apiAs(baseURL!, hostEmail, 'host-password');
  const [channel] = (await (await host.get('/api/workspaces/mine')).json()).results as { id: string }[];
  expect((await host.put(`/api/workspaces/${channel!.id}`, { data: { slug: `talks${stamp}`, publish: true } })).status()).toBe(200);
  const title = `Rates and pasta ${stamp}`;
  const created = await host.post(`/api/workspaces/${channel!.id}/activities`, { data: { name: title, language: 'en-US' } });
  expect(created.status()).toBe(201);
  const webinarId = ((await created.json()) as { id: string }).id;

  // The recording goes up as the web's single-part upload does: a signed URL, then the bytes.
  const { url } = (await (await host.post('/api/s3/', { data: { activityId: webinarId } })).json()) as { url: string };
  const stored = await host.put(url, { headers: { 'content-type': 'application/octet-stream' }, data: fs.readFileSync(video) });
  expect(stored.status()).toBe(200);
  await expect
    .poll(
      async () => {
        const { results } = (await (await host.get(`/api/activities/${webinarId}/recording`)).json()) as {
          results: { media_state: string }[];
        };
        return results[0]?.media_state;
      },
      { timeout: 120_000, message: 'the recording is processed' },
    )
    .toBe('ready');

  // The host starts the analysis from the process page and watches its steps move.
  const page = await (await browser.newContext({ baseURL })).newPage();
  await logInByApi(page, hostEmail, 'host-password');
  await page.goto(`/webinar/process/${webinarId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Start analysis' }).click();
  await expect(page.getByText('Analysis started.')).toBeVisible();
  await expect(page.getByTestId('step-progress')).toBeVisible();
  const reported = new Set<string>();
  await expect
    .poll(
      async () => {
        if (await page.getByTestId('review-editor').isVisible()) return 'review';
        const percents = await page
          .getByTestId('step-progress')
          .locator('[data-percent]')
          .evaluateAll((steps) => steps.map((step) => step.getAttribute('data-percent')).join(','));
        reported.add(percents);
        return 'analysing';
      },
      { timeout: 180_000, intervals: [500], message: 'the analysis reaches review' },
    )
    .toBe('review');
  // The steps were seen at two or more stages on the way, without a reload.
  expect(reported.size).toBeGreaterThanOrEqual(2);
  // The page's steps say where the analysis stands (the review, now) and are not buttons that do nothing.
  const pageSteps = page.getByLabel('Analysis steps');
  await expect(pageSteps.getByRole('button')).toHaveCount(0);
  await expect(pageSteps.locator('[aria-current="step"]')).toContainText('Review');

  // Review: the proposed chunks are on the timeline; one is split at the playhead and a boundary moved by keyboard.
  const bands = page.getByTestId('timeline-chunk');
  await expect(bands.first()).toBeVisible();
  const proposed = await bands.count();
  expect(proposed).toBeGreaterThanOrEqual(1);
  const editorPlayer = page.getByTestId('video-player');
  // Seeking before the stream is attached would be undone by the player's first load.
  await expect
    .poll(() => editorPlayer.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  // "Add marker" with none chosen adds one in the chunk under the playhead; Delete on it hands focus, and the choice
  // the Delete button acts on, to the marker now in its place.
  await page.getByRole('button', { name: 'Add marker' }).click();
  await expect(bands).toHaveCount(proposed + 1);
  await page.getByRole('slider', { name: 'Boundary 2' }).focus();
  await page.keyboard.press('Delete');
  await expect(bands).toHaveCount(proposed);
  await expect(page.getByRole('slider', { name: 'Boundary 2' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Delete marker' })).toBeEnabled();
  // Moving the first marker in leaves the recording's start out of every chunk, and the page says so until it is back.
  const first = page.getByRole('slider', { name: 'Boundary 1' });
  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(first).toHaveAttribute('aria-valuenow', '2');
  await expect(page.getByTestId('left-out')).toContainText('Not in any chunk, so left out of the compiled chunks: 0:00.0–0:02.0');
  await expect(page.getByTestId('timeline-left-out')).toHaveCount(1);
  await page.keyboard.press('Home');
  await expect(page.getByTestId('left-out')).toBeHidden();
  await expect(first).toHaveAttribute('aria-valuenow', '0');

  // A click on a chunk moves the playhead and leaves the editor's keys working: S splits there.
  await bands.first().scrollIntoViewIfNeeded();
  const box = (await bands.first().boundingBox())!;
  await bands.first().click({ position: { x: box.width * 0.5, y: box.height / 2 } });
  await expect(page.getByTestId('playhead-time')).not.toHaveText('Playhead 0:00.0');
  await page.keyboard.press('s');
  await expect(bands).toHaveCount(proposed + 1);
  await expect(page.getByTestId('review-chunk').first()).toContainText('changed: titled and summarised again when saved');
  const marker = page.getByRole('slider', { name: 'Boundary 2' });
  const before = Number(await marker.getAttribute('aria-valuenow'));
  await marker.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(marker).toHaveAttribute('aria-valuenow', String(Math.round((before + 0.2) * 1000) / 1000));
  expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
  await fitsPhone(page, 'review-phone.png');

  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith(`/api/activities/${webinarId}/chunks`),
  );
  await page.getByRole('button', { name: 'Save and compile' }).click();
  const body = (await saved).postDataJSON() as { start: number; end: number }[];
  expect(body).toHaveLength(proposed + 1);
  expect(body[1]!.start).toBe(Math.round((before + 0.2) * 1000));
  await expect(page.getByText('Chunks saved. Compiling has started.')).toBeVisible();

  // Compiling, then the processed chunks with thumbnails and transcripts.
  await expect(page.getByTestId('chunk-list')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByTestId('chunk-card')).toHaveCount(proposed + 1);
  const thumbnail = page.getByTestId('chunk-card').first().locator('img');
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
  await fitsPhone(page, 'processed-phone.png');

  // The host corrects the first line and clears the second, which removes it.
  const edited = `Edited by the host ${stamp}`;
  await page.getByTestId('chunk-card').first().getByRole('button', { name: 'Transcript' }).click();
  const lines = page
    .getByTestId('chunk-card')
    .first()
    .getByRole('textbox', { name: /^Transcript line at/ });
  // The panel opens with a transition: count its lines once they are there, not as the click returns.
  await expect.poll(() => lines.count()).toBeGreaterThanOrEqual(2);
  const lineCount = await lines.count();
  const third = lineCount > 2 ? await lines.nth(2).inputValue() : null;
  await lines.first().fill(edited);
  await lines.nth(1).fill('');
  await page.getByTestId('chunk-card').first().getByRole('button', { name: 'Save transcript' }).click();
  await expect(page.getByText('update successfully')).toBeVisible();
  // The toast can be closed by a button that says what it does.
  await expect(page.getByRole('alert').filter({ hasText: 'update successfully' }).getByRole('button', { name: 'Close' })).toBeVisible();
  await page.reload();
  await page.getByTestId('chunk-card').first().getByRole('button', { name: 'Transcript' }).click();
  await expect(lines.first()).toHaveValue(edited);
  await expect(lines).toHaveCount(lineCount - 1);
  if (third !== null) await expect(lines.nth(1)).toHaveValue(third);

  // The host gives the first chunk a better title.
  const renamed = `Renamed by the host ${stamp}`;
  await page.getByRole('button', { name: 'Edit the title and summary of chunk 1' }).click();
  const textForm = page.getByRole('form', { name: 'Title and summary of chunk 1' });
  await expect(textForm.getByLabel('Title')).toBeFocused();
  await textForm.getByLabel('Title').fill(renamed);
  await textForm.getByRole('button', { name: 'Save' }).click();
  await expect(
    page
      .getByTestId('chunk-card')
      .first()
      .getByRole('heading', { name: `1. ${renamed}` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText("Published. The chunks now appear on the video's page.")).toBeVisible();
  await expect(page.getByRole('link', { name: "Open the video's page" })).toBeVisible();
  // Published, with its chunks cut from the recording: the edit page says so and no longer offers to delete or replace it.
  await page.goto(`/webinar/edit/${webinarId}`);
  await expect(page.getByText('Ready to play')).toBeVisible();
  await expect(page.getByText('This video is published: viewers can watch it on your channel', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete recording' })).toHaveCount(0);

  // A viewer opens a chunk of the published video and seeks the player from a transcript line.
  const viewer = await (await browser.newContext({ baseURL })).newPage();
  await logInByApi(viewer, viewerEmail, 'viewer-password');
  await viewer.goto(`/video-playback/${webinarId}`);
  const player = viewer.getByTestId('video-player');
  await expect(player).toBeVisible();
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
  });
  const chunkCards = viewer.getByTestId('video-chunk');
  await expect(chunkCards).toHaveCount(proposed + 1);
  await expect(chunkCards.first()).toContainText(renamed);
  // From the foot of the page, the seek brings the player back into view below the sticky top bar (64 px).
  await viewer.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await chunkCards.last().click();
  const modal = viewer.getByRole('dialog');
  await expect(modal.getByTestId('chunk-range')).toBeVisible();
  await modal.getByRole('tab', { name: 'Transcript' }).click();
  const target = modal.getByTestId('transcript-line').last();
  const second = Number(await target.getAttribute('data-start')) / 1000;
  expect(second).toBeGreaterThan(2);
  await target.click();
  await expect(modal).toBeHidden();
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(second - 0.5);
  expect(await player.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(second + 5);
  await expect.poll(async () => (await player.boundingBox())!.y).toBeGreaterThanOrEqual(64);

  // The viewer finds that line again by one of its words on the channel's videos page, and lands on its second.
  const published = (await (await viewer.request.get(`/api/activities/${webinarId}/chunks`)).json()).results as {
    transcript: { start: number; text: string }[];
  }[];
  const spoken = published.at(-1)!.transcript.at(-1)!;
  const word = spoken.text
    .split(/\s+/)
    .filter((candidate) => /^[a-z]{3,}$/i.test(candidate))
    .sort((a, b) => b.length - a.length)[0]!;
  const lineSecond = Math.floor(spoken.start / 1000);
  await viewer.goto(`/channel/videos/${channel!.id}`);
  const searchForm = viewer.getByRole('search');
  await searchForm.getByLabel("Words spoken in this channel's videos").fill(word);
  await searchForm.getByRole('button', { name: 'Search' }).click();
  const hit = viewer.getByTestId('transcript-hit').filter({ has: viewer.locator(`a[href$="?t=${lineSecond}"]`) });
  await expect(hit.first()).toBeVisible();
  // The word is marked where it was said.
  await expect(hit.first().locator('mark').first()).toHaveText(new RegExp(`^${word}`, 'i'));
  await hit.first().getByRole('link').click();
  await expect(viewer).toHaveURL(new RegExp(`/video-playback/${webinarId}\\?t=${lineSecond}$`));
  const landed = viewer.getByTestId('video-player');
  await expect
    .poll(() => landed.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(lineSecond - 0.5);
  expect(await landed.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(lineSecond + 5);
});
