/**
 * What a viewer sees, measured in Chromium: a host page publishes a canvas that shows the clock (the browser tests'
 * camera), a viewer page in the room decodes the clock from the video's pixels. Both pages share the machine's clock,
 * so the difference is the delay from the host's screen to the viewer's (glass to glass). Join to first frame is the
 * time from the viewer's Join click to the first decoded frame of the host's video, the page's own requests included.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { launchLiveBrowser, publishClockAsCamera, readClock } from '../e2e/support/live-media.js';

export const GLASS_GOALS = { joinToFirstFrameMs: 300, glassToGlassP50Ms: 150 };

const JOINS = 10;
const CLOCK_SAMPLES = 50;
const SAMPLE_INTERVAL_MS = 200;

export interface GlassInput {
  base: string;
  activityId: string;
  hostCookie: string;
  viewerCookie: string;
}

export interface GlassResult {
  joinToFirstFrameMs: number[];
  glassToGlassMs: number[];
}

async function contextWith(browser: Browser, base: string, cookie: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base });
  // Outside Playwright's test runner an action waits for ever unless told otherwise.
  context.setDefaultTimeout(30_000);
  // tsx compiles this file with esbuild's keepNames, which wraps functions in a `__name(...)` helper; the functions
  // handed to the page (the clock canvas, the clock reader) carry those calls with them, so the page needs the helper.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url: base }]);
  return context;
}

/**
 * Enters the room; answers the page clock's time of the Join click as the page got it. Playwright's click first waits
 * for the button to hold still over animation frames and then sends the input through the DevTools protocol, 50-70 ms
 * on this machine that no user waits for, so the time taken before the click call would count it.
 */
async function enterRoom(page: Page, activityId: string, name: string): Promise<number> {
  await page.goto(`/webinar/live/${activityId}`);
  const dialog = page.getByRole('dialog', { name: 'Join the live room' });
  await dialog.getByLabel('Display name').fill(name);
  const join = dialog.getByRole('button', { name: 'Join' });
  // Kept on the document: the dialog and its button are gone once the room shows.
  await join.evaluate((button) =>
    button.addEventListener('click', () => (document.documentElement.dataset.joinClickedAt = String(Date.now())), { once: true }),
  );
  await join.click();
  return page.evaluate(() => Number(document.documentElement.dataset.joinClickedAt));
}

/** The page clock's time of the first frame the video decoded (its width is known only then), looked at every frame. */
async function firstFrameAt(page: Page, participantName: string): Promise<number> {
  const selector = `[data-testid="feed-video"][data-participant-name="${participantName}"]`;
  const handle = await page.waitForFunction(
    (videoSelector) => {
      const video = document.querySelector<HTMLVideoElement>(videoSelector);
      return video !== null && video.videoWidth > 0 ? Date.now() : false;
    },
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** The activity's waiting room is open; the host goes live from the page, as a host would. */
export async function measureGlassToGlass(input: GlassInput): Promise<GlassResult> {
  const browser = await launchLiveBrowser();
  try {
    const hostPage = await (await contextWith(browser, input.base, input.hostCookie)).newPage();
    await publishClockAsCamera(hostPage);
    await enterRoom(hostPage, input.activityId, 'Bench Host');
    await hostPage.getByRole('button', { name: 'Enter the waiting room' }).click();
    await hostPage.getByRole('button', { name: 'Go live' }).click();
    await hostPage.getByText('webinar is live now').waitFor({ timeout: 30_000 });

    const viewerPage = await (await contextWith(browser, input.base, input.viewerCookie)).newPage();
    const joinToFirstFrameMs: number[] = [];
    for (let join = 0; join < JOINS; join += 1) {
      const clickedAt = await enterRoom(viewerPage, input.activityId, 'Bench Viewer');
      joinToFirstFrameMs.push((await firstFrameAt(viewerPage, 'Bench Host')) - clickedAt);
    }
    const video = viewerPage.locator('[data-testid="feed-video"][data-participant-name="Bench Host"]');
    const glassToGlassMs: number[] = [];
    for (let sample = 0; sample < CLOCK_SAMPLES; sample += 1) {
      glassToGlassMs.push((await readClock(video)).latencyMs);
      await viewerPage.waitForTimeout(SAMPLE_INTERVAL_MS);
    }
    return { joinToFirstFrameMs, glassToGlassMs };
  } catch (error) {
    const shots = browser.contexts().flatMap((context) => context.pages());
    await Promise.all(shots.map((page, index) => page.screenshot({ path: `.tmp/bench-live-glass-${index}.png` }).catch(() => undefined)));
    throw error;
  } finally {
    await browser.close();
  }
}
