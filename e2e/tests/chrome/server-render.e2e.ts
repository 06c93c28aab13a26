import { expect, test } from '@playwright/test';
import { apiAs, logInByApi, signUpByApi, uniqueEmail } from '../../support/accounts.js';

/** A published channel of a new host, by its slug and name. */
async function publishedChannel(baseURL: string): Promise<{ slug: string; name: string }> {
  const stamp = Date.now().toString(36);
  const name = `Rendered Ahead ${stamp}`;
  const email = uniqueEmail('rendered');
  await signUpByApi(baseURL, { email, password: 'rendered-pass', role: 'host', workspace_name: name });
  const host = await apiAs(baseURL, email, 'rendered-pass');
  const slug = `renderedahead${stamp}`;
  const published = await host.put(`/api/workspaces/${slug}`, { data: { publish: true } });
  expect(published.status(), await published.text()).toBe(200);
  await host.dispose();
  return { slug, name };
}

test.describe("a guest's first visit comes as a page the server rendered", () => {
  test('the home page and a channel show their content before any script runs, in the language chosen', async ({ browser, baseURL }) => {
    const channel = await publishedChannel(baseURL!);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Live and upcoming' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest videos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up', exact: true }).first()).toBeVisible();
    await page.goto(`/channel/${channel.slug}`);
    await expect(page.getByRole('heading', { name: channel.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await context.addCookies([{ name: 'display_language', value: 'zh', url: baseURL! }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '直播及即將開始' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await context.close();
  });

  test('the browser takes the rendered page over as it is, and it answers a tap', async ({ page, baseURL }) => {
    const channel = await publishedChannel(baseURL!);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The page's main element as the server sent it: a page React could not take over is drawn again from nothing,
    // and this element is then gone from the document.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverMain: Element | null }).serverMain = document.getElementById('main-content');
      });
    });
    await page.goto(`/channel/${channel.slug}`);
    await expect(page.getByRole('heading', { name: channel.name })).toBeVisible();
    // Settled: the page's code has arrived and React has hydrated it in slices, leaving the main thread idle. (A language
    // switched before a part has hydrated renders that part in the new words, which React then draws again.)
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(problems).toEqual([]);
    const keptServerMain = await page.evaluate(() => {
      const main = (window as unknown as { serverMain: Element | null }).serverMain;
      return main !== null && main.isConnected;
    });
    expect(keptServerMain).toBe(true);
    await page.getByTestId('language-switch').getByText('繁').click();
    await expect(page.getByRole('button', { name: '追蹤' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    expect(problems).toEqual([]);
  });

  test("a tap before the app's code has arrived is kept and answered once the page is taken over", async ({ page, baseURL }) => {
    const channel = await publishedChannel(baseURL!);
    // The app's code held back for two seconds, as on a slow phone network: the page shows, and its buttons do not yet
    // have their handlers.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await Promise.race([codeHeld, new Promise((resolve) => setTimeout(resolve, 2000))]);
      await route.continue();
    });
    await page.goto(`/channel/${channel.slug}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/channel/${channel.slug}$`));
    releaseCode();
    // Following asks a guest to log in first: the tap was answered.
    await expect(page).toHaveURL(/\/login\?redirect_url=/);
  });

  test("a signed-in member's page is not a guest's: the browser renders it", async ({ page, request, baseURL }) => {
    const email = uniqueEmail('member-page');
    await signUpByApi(baseURL!, { email, password: 'member-pass' });
    await logInByApi(page, email, 'member-pass');
    const answer = await page.request.get('/');
    expect(await answer.text()).toContain('<div id="root"></div>');
    const guest = await request.get('/');
    expect(await guest.text()).not.toContain('<div id="root"></div>');
  });
});
