import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config.js';
import { apiAs, logInByApi, signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { seriousViolations } from '../../support/axe.js';

const PHONE = { width: 390, height: 844 };

const DESKTOP = { width: 1280, height: 800 };

/**
 * Visits each path once, and audits it at desktop size and then at phone size: the layout follows the window's width
 * (CSS media queries and Mantine's matchMedia hooks), so one load serves both, at half the page loads.
 */
async function auditPages(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    await expect(page.locator('h1, h2').first()).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    found.push(...(await seriousViolations(page, { label: `${path} (desktop)` })));
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => window.matchMedia('(max-width: 48em)').matches)).toBe(true);
    await expect(page.locator('h1, h2').first()).toBeVisible();
    found.push(...(await seriousViolations(page, { label: `${path} (phone)` })));
  }
  return found;
}

test.describe('axe finds no serious violations', () => {
  // Each test audits up to 9 pages at two sizes; on a busy machine that takes longer than one page's default minute.
  test.describe.configure({ timeout: 300_000 });
  let channelSlug = '';
  let hostEmail = '';
  let fanEmail = '';
  let webinarId = '';
  let channelId = '';
  let sandboxCheckoutId = '';

  test.beforeAll(async ({ baseURL }) => {
    const stamp = Date.now().toString(36);
    hostEmail = uniqueEmail('axehost');
    fanEmail = uniqueEmail('axefan');
    await signUpByApi(baseURL!, { email: hostEmail, password: 'host-password', role: 'host', workspace_name: `Axe Studio ${stamp}` });
    await signUpByApi(baseURL!, { email: fanEmail, password: 'fan-password', first_name: 'Fan', last_name: 'Lee' });
    const host = await apiAs(baseURL!, hostEmail, 'host-password');
    const [channel] = (await (await host.get('/api/workspaces/mine')).json()).results as { id: string }[];
    channelSlug = `axe${stamp}`;
    expect((await host.put(`/api/workspaces/${channel!.id}`, { data: { slug: channelSlug, publish: true } })).status()).toBe(200);
    channelId = channel!.id;
    webinarId = (await (await host.post(`/api/workspaces/${channel!.id}/activities`, { data: { name: 'Axe webinar' } })).json()).id;
    const plan = await host.post('/api/products', {
      data: {
        workspace_id: channel!.id,
        name: 'Axe plan',
        description: 'Every video',
        type: 'RECURRING',
        unit_amount: 1999,
        trial_period: 7,
        dcb_price: 3800,
      },
    });
    expect(plan.status()).toBe(201);
    const fan = await apiAs(baseURL!, fanEmail, 'fan-password');
    expect((await fan.post(`/api/workspaces/${channelSlug}/follow`)).ok()).toBe(true);
    const checkout = await fan.post('/api/checkout/sessions', {
      data: { origin: baseURL, stripe_code: (await plan.json()).id, mode: 'subscription' },
    });
    sandboxCheckoutId = (await checkout.json()).session_id;
    await host.dispose();
    await fan.dispose();
  });

  const guestPaths = () => [
    '/',
    '/login',
    '/sign-up',
    '/creator-sign-up',
    '/forgot-password',
    '/channel/browse',
    `/channel/${channelSlug}`,
    '/errors/404',
    `/sandbox/checkout/${sandboxCheckoutId}`,
  ];
  // Two lists of host pages, each its own test, so neither runs against the per-test time on a busy machine.
  const hostChannelPaths = () => [
    '/channel/dashboard',
    '/channel/edit',
    '/channel/users',
    '/channel/courses',
    '/channel/subscription-plans',
    '/channel/earnings',
    `/channel/videos/${channelId}`,
  ];
  const hostWebinarAndAccountPaths = () => [
    '/webinar/manage',
    `/webinar/edit/${webinarId}`,
    `/webinar/process/${webinarId}`,
    `/webinar/process/${webinarId}/error`,
    '/account/profile',
    '/account/subscriptions',
  ];
  const adminPaths = ['/admin/dashboard', '/admin/outbox', '/admin/keywords', '/admin/refunds'];

  test('guest pages in English', async ({ page }) => {
    expect(await auditPages(page, guestPaths())).toEqual([]);
  });

  test('guest pages in Chinese', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('language-switch').getByText('繁').click();
    expect(await auditPages(page, guestPaths())).toEqual([]);
  });

  for (const [part, paths] of [
    ['channel', hostChannelPaths],
    ['webinars and account', hostWebinarAndAccountPaths],
  ] as const) {
    test(`host pages: ${part}`, async ({ page }) => {
      await logInByApi(page, hostEmail, 'host-password');
      expect(await auditPages(page, paths())).toEqual([]);
    });
  }

  test('admin pages', async ({ page }) => {
    await logInByApi(page, ADMIN.email, ADMIN.password);
    expect(await auditPages(page, adminPaths)).toEqual([]);
  });

  test('on a phone the followers table is stacked rows with the remove action in view, and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await logInByApi(page, hostEmail, 'host-password');
    await page.goto('/channel/users');
    const row = page.getByTestId('follower-row').filter({ hasText: fanEmail });
    await expect(row).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeHidden();
    // Each cell says which column it is, since the header row is hidden.
    await expect(row.locator('td[data-label="Email"]')).toContainText(fanEmail);
    await expect(row.getByRole('button', { name: `Remove ${fanEmail}` })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a channel card that is a link shows a focus ring when reached by keyboard', async ({ page }) => {
    await page.goto('/channel/browse');
    const card = page.getByTestId('channel-card').first();
    await expect(card).toBeVisible();
    // A key press first, so the browser treats the focus that follows as keyboard focus (:focus-visible).
    await page.keyboard.press('Tab');
    await card.focus();
    const outline = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});

test('the first Tab stop is a skip link that moves focus to the page content', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab lands in the page's own form, not in the header.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
});
