import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config.js';
import { apiAs, latestMailTo, logInThroughPage, signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { HOOK_TIMEOUT_MS, ownServer } from '../../support/own-server.js';

// A server of this file's own: the carrier's per-address and per-phone limits stay ours.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 23;
const server = ownServer(PORT, 'e2e-community-events', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

test.use({ baseURL: server.url });

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT_MS);
  server.fresh();
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

async function viewerLoggedIn(page: Page, label: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(label);
  const password = `${label}-password`;
  await signUpByApi(server.url, { email, password });
  await logInThroughPage(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  return { email, password };
}

/** An 8-digit number the sandbox carrier knows (9…), different for every call. */
let phoneCounter = 0;
function registeredPhone(): string {
  phoneCounter += 1;
  return `9${String((Date.now() + phoneCounter * 7919 + process.pid) % 10_000_000).padStart(7, '0')}`;
}

/** The code in the text the sandbox carrier left in the outbox for this phone (+852 and the number). */
async function codeTextedTo(phone: string): Promise<string> {
  const sms = await latestMailTo(server.url, `+852${phone}`, /^$/);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${sms.text}`);
  return code;
}

test('the referral page lists a person who signed up with my code, and ranks me', async ({ page }) => {
  const referrer = await viewerLoggedIn(page, 'referrer');
  const api = await apiAs(server.url, referrer.email, referrer.password);
  const { referral_code } = (await (await api.get('/api/my-invites')).json()) as { referral_code: string };
  await api.dispose();
  const lastName = `Invitee${stamp()}`;
  await signUpByApi(server.url, {
    email: uniqueEmail('invitee'),
    password: 'invitee-password',
    first_name: 'Ivy',
    last_name: lastName,
    referral_code,
  });

  await page.goto('/account/events/referral');
  await expect(page.getByRole('heading', { name: 'My referrals' })).toBeVisible();
  await expect(page.getByText(referral_code, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'People I referred (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Ivy ${lastName}`) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Not yet')).toBeVisible();
  const ranking = page.getByRole('table', { name: 'By referrals' });
  await expect(ranking.getByRole('row').filter({ hasText: 'You' })).toContainText('1');
});

test('the discount centre switches tabs with ?tab=; guests are asked to log in for achievements', async ({ page }) => {
  await page.goto('/account/events');
  await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  const events = page.getByRole('article');
  await expect(events.first()).toContainText('Chunks.AI x csl Finance');
  await expect(events.nth(1)).toContainText('Refer a friend');

  await page.getByRole('tab', { name: 'My achievements' }).click();
  await expect(page).toHaveURL(/\?tab=MY_ACHIEVEMENT$/);
  await expect(page.getByText('Log in to see your achievements and coupons.')).toBeVisible();

  await viewerLoggedIn(page, 'collector');
  await page.goto('/account/events?tab=MY_COUPON');
  await expect(page.getByRole('tab', { name: 'My coupons' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You have no coupons yet. Reach an achievement to earn one.')).toBeVisible();

  await page.getByRole('tab', { name: 'My achievements' }).click();
  await expect(page).toHaveURL(/\?tab=MY_ACHIEVEMENT$/);
  await expect(page.getByRole('progressbar', { name: 'Progress of 10 days in a row' })).toBeVisible();
  await expect(page.getByRole('article', { name: '10 days in a row' })).toContainText('1 day of 10 days');
  await expect(page.getByRole('article', { name: 'Keen viewer' }).getByRole('button', { name: 'Redeem' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\?tab=EVENT$/);
});

test('a viewer joins the csl Finance event with the texted code', async ({ page }) => {
  await viewerLoggedIn(page, 'joiner');
  await page.goto('/events/csl-finance');
  const phoneField = page.getByRole('textbox', { name: 'Phone number' });
  await phoneField.fill('1234');
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText('Please enter valid phone number.')).toBeVisible();

  const phone = registeredPhone();
  await phoneField.fill(phone);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  const code = await codeTextedTo(phone);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please agree to terms and conditions.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await page.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Join Chunks.AI x csl Finance successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByText(`You have joined this event already (number ending ${phone.slice(-4)}).`)).toBeVisible();
});

test("a wrong code is refused with 'invalid validation code' and the viewer does not join", async ({ page }) => {
  await viewerLoggedIn(page, 'mistyper');
  await page.goto('/events/csl-finance');
  const phone = registeredPhone();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  const code = await codeTextedTo(phone);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await page.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('invalid validation code')).toBeVisible();
  await expect(page.getByText('Join Chunks.AI x csl Finance successfully!')).toHaveCount(0);

  await page.getByRole('button', { name: 'Use another number' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText('Sent already. Please try again later.')).toBeVisible();
});

for (const [label, size] of [
  ['a desktop', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`the new pages have no serious accessibility findings on ${label}`, async ({ page }) => {
    // axe takes a few seconds a page on this machine: five pages need more than the default minute.
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await viewerLoggedIn(page, 'auditor');
    const found: string[] = [];
    for (const path of [
      '/account/events?tab=EVENT',
      '/account/events?tab=MY_ACHIEVEMENT',
      '/account/events?tab=MY_COUPON',
      '/account/events/referral',
      '/events/csl-finance',
    ]) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      found.push(
        ...violations
          .filter(({ impact }) => impact === 'serious' || impact === 'critical')
          .map(({ id, nodes }) => `${path} ${id}: ${nodes.map(({ target }) => target.join(' ')).join(' | ')}`),
      );
    }
    expect(found).toEqual([]);
  });
}
