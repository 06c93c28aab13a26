import { expect, test, type Page } from '@playwright/test';
import { apiAs, logInByApi, logInThroughPage, signUpByApi, uniqueEmail } from '../../support/accounts.js';

/** Ten minutes in ten chunks: at the desktop's 6 px a second the timeline would be 3600 px wide. */
const RECORDING_SECONDS = 600;
const CHUNKS = 10;

/**
 * The review editor of a ten-minute recording, without ten minutes of analysis: the activity's status, its
 * recording and the proposed chunks are answered here, the rest of the page by the server.
 */
async function reviewOfLongRecording(page: Page, webinarId: string): Promise<void> {
  const activityPath = `/api/activities/${webinarId}`;
  await page.route(
    (url) => url.pathname.startsWith(activityPath),
    async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === `${activityPath}/analysis`) {
        return route.fulfill({ json: { status: 'PENDING_REVIEW', err_msg: null, steps: [], transcript: null } });
      }
      if (path === `${activityPath}/chunks` && route.request().method() === 'GET') {
        const results = Array.from({ length: CHUNKS }, (_, i) => ({
          id: `00000000-0000-4000-8000-00000000000${i}`,
          activity_id: webinarId,
          start: i * 60_000,
          end: (i + 1) * 60_000,
          url: null,
          thumbnail_url: null,
          keywords: [],
          summary: '',
          titles: { en: `Topic ${i + 1}` },
          transcript: [],
          low_confidence: false,
          teaser: false,
          next_id: null,
          previous_id: null,
        }));
        return route.fulfill({ json: { results } });
      }
      if (path === activityPath && route.request().method() === 'GET') {
        const activity = await (await route.fetch()).json();
        const recording = {
          id: '00000000-0000-4000-8000-0000000000aa',
          archive_url: '/missing-recording.mp4',
          hls_url: null,
          poster_url: null,
          duration: RECORDING_SECONDS,
          media_state: 'ready',
          progress: 1,
          reencoded: false,
          error: null,
          created_on: new Date().toISOString(),
        };
        return route.fulfill({ json: { ...activity, status: 'PENDING_REVIEW', recording: [recording] } });
      }
      return route.fallback();
    },
  );
}

test.describe('the chunk review timeline on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const [language, touchHelp] of [
    ['en', 'Drag a marker to move a boundary. Tap the timeline to move the playhead.'],
    ['zh', '拖曳標記以移動分界。輕按時間軸可移動播放位置。'],
  ] as const) {
    test(`fits the screen with the whole recording, keeps the chosen chunk in view and shows no keyboard hints (${language})`, async ({
      page,
      baseURL,
    }) => {
      const stamp = Date.now().toString(36);
      const hostEmail = uniqueEmail('timelinehost');
      await signUpByApi(baseURL!, { email: hostEmail, password: 'host-password', role: 'host', workspace_name: `Timeline ${stamp}` });
      const host = await apiAs(baseURL!, hostEmail, 'host-password');
      const [channel] = (await (await host.get('/api/workspaces/mine')).json()).results as { id: string }[];
      const created = await host.post(`/api/workspaces/${channel!.id}/activities`, {
        data: { name: `Long talk ${stamp}`, language: 'en-US' },
      });
      expect(created.status()).toBe(201);
      const webinarId = ((await created.json()) as { id: string }).id;

      await logInThroughPage(page, hostEmail, 'host-password');
      await expect(page).toHaveURL(/\/webinar\/manage$/);
      if (language === 'zh') await page.getByTestId('language-switch').getByText('繁').click();
      await reviewOfLongRecording(page, webinarId);
      await page.goto(`/webinar/process/${webinarId}`);
      const bands = page.getByTestId('timeline-chunk');
      await expect(bands).toHaveCount(CHUNKS);

      // Nothing sideways: neither the page nor the timeline itself, which shows the whole recording.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const timeline = page.getByTestId('timeline');
      expect(await timeline.evaluate((track) => track.parentElement!.scrollWidth - track.parentElement!.clientWidth)).toBeLessThanOrEqual(
        0,
      );
      const lastBand = (await bands.last().boundingBox())!;
      expect(lastBand.x + lastBand.width).toBeLessThanOrEqual(390);

      // The last chunk, chosen in the list under the timeline, is there on the timeline, inside the screen.
      await page.getByText('Topic 10').last().click();
      await expect(bands.last()).toHaveAttribute('data-selected', 'true');
      const selected = (await bands.last().boundingBox())!;
      expect(selected.x).toBeGreaterThanOrEqual(0);
      expect(selected.x + selected.width).toBeLessThanOrEqual(390);

      // A finger has no S, A or M keys: the keyboard's hints give way to the touch wording.
      await expect(page.getByTestId('touch-hint')).toHaveText(touchHelp);
      for (const hint of await page.getByTestId('keyboard-hint').all()) await expect(hint).toBeHidden();
    });
  }
});

test('on a desktop with a mouse the keyboard hints stay and a long recording scrolls to the chosen chunk', async ({ page, baseURL }) => {
  const stamp = Date.now().toString(36);
  const hostEmail = uniqueEmail('timelinedesk');
  await signUpByApi(baseURL!, { email: hostEmail, password: 'host-password', role: 'host', workspace_name: `Desk ${stamp}` });
  const host = await apiAs(baseURL!, hostEmail, 'host-password');
  const [channel] = (await (await host.get('/api/workspaces/mine')).json()).results as { id: string }[];
  const created = await host.post(`/api/workspaces/${channel!.id}/activities`, { data: { name: `Long talk ${stamp}`, language: 'en-US' } });
  const webinarId = ((await created.json()) as { id: string }).id;
  await logInByApi(page, hostEmail, 'host-password');
  await reviewOfLongRecording(page, webinarId);
  await page.goto(`/webinar/process/${webinarId}`);
  const bands = page.getByTestId('timeline-chunk');
  await expect(bands).toHaveCount(CHUNKS);
  await expect(page.getByTestId('keyboard-hint').first()).toBeVisible();
  await expect(page.getByTestId('touch-hint')).toBeHidden();
  // Wider than the screen, the timeline scrolls itself to show the chunk chosen in the list below it.
  const scroller = page.getByTestId('timeline').locator('..');
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);
  await page.getByText('Topic 10').last().click();
  await expect(bands.last()).toHaveAttribute('data-selected', 'true');
  await expect
    .poll(async () => {
      const [band, view] = [(await bands.last().boundingBox())!, (await scroller.boundingBox())!];
      return band.x >= view.x && band.x + band.width <= view.x + view.width;
    })
    .toBe(true);
});
