import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config.js';
import { apiAs, latestMailTo, logInThroughPage, signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { HOOK_TIMEOUT_MS, ownServer } from '../../support/own-server.js';

// A server of this file's own: the carrier's per-address and per-phone limits stay ours.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 23;
// Read at each start: the reward plan is named once it exists (beforeAll).
const serverEnv: Record<string, string> = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
const server = ownServer(PORT, 'e2e-community-events', serverEnv);

test.use({ baseURL: server.url });

/** A channel selling the plan whose redeem codes reward the referral achievement, and a course worth that achievement. */
let shop: { rewardPlanId: string; courseId: string };

async function channelSellingRewards(): Promise<typeof shop> {
  const hostEmail = uniqueEmail('reward-host');
  await signUpByApi(server.url, { email: hostEmail, password: 'host-password', role: 'host', workspace_name: `Rewards ${stamp()}` });
  const host = await apiAs(server.url, hostEmail, 'host-password');
  const [channel] = (await (await host.get('/api/workspaces/mine')).json()).results as { id: string }[];
  expect((await host.put(`/api/workspaces/${channel!.id}`, { data: { publish: true } })).status()).toBe(200);
  const plan = async (name: string, extra: object) => {
    const created = await host.post('/api/products', {
      data: { workspace_id: channel!.id, name, description: `<p>${name}</p>`, unit_amount: 5_000, trial_period: 0, ...extra },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  // US$50: the referral achievement's target, reached by one purchase of someone referred.
  const result = {
    rewardPlanId: await plan('Reward plan', { type: 'RECURRING', interval_count: 1 }),
    courseId: await plan('Course', { type: 'ONE_TIME' }),
  };
  await host.dispose();
  return result;
}

async function buyCourse(buyer: APIRequestContext): Promise<void> {
  const opened = await buyer.post('/api/checkout/sessions', { data: { origin: server.url, stripe_code: shop.courseId, mode: 'payment' } });
  expect(opened.status(), await opened.text()).toBe(201);
  const paid = await buyer.post(`/api/sandbox/checkout/${((await opened.json()) as { session_id: string }).session_id}/pay`, {
    data: { card_number: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** The buyer asks for their purchase back and the admin approves, as on /admin/refunds. */
async function refundPurchaseOf(buyer: APIRequestContext): Promise<void> {
  const [subscription] = (await (await buyer.get('/api/subscriptions')).json()).results as { invoices: { id: string }[] }[];
  const invoiceId = subscription!.invoices[0]!.id;
  const requested = await buyer.post(`/api/invoices/${invoiceId}/refund-request`, { data: { reason: 'Changed my mind' } });
  expect(requested.status(), await requested.text()).toBe(201);
  const admin = await apiAs(server.url, ADMIN.email, ADMIN.password);
  const pending = (await (await admin.get('/api/refund-requests?status=pending')).json()).results as {
    id: string;
    invoice: { id: string };
  }[];
  const request = pending.find((item) => item.invoice.id === invoiceId)!;
  expect((await admin.put(`/api/refund-requests/${request.id}`, { data: { status: 'approved' } })).status()).toBe(200);
  await admin.dispose();
}

test.beforeAll(async () => {
  test.setTimeout(2 * HOOK_TIMEOUT_MS);
  server.fresh();
  await server.start();
  // As an operator does: the plan exists first, then the server is started again naming it (ACHIEVEMENT_REWARD_PLAN_ID).
  shop = await channelSellingRewards();
  serverEnv.ACHIEVEMENT_REWARD_PLAN_ID = shop.rewardPlanId;
  await server.stop();
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

test('the referral page lists a person who signed up with my code, and ranks me; a reward their refund takes back shows as withdrawn', async ({
  page,
}) => {
  const referrer = await viewerLoggedIn(page, 'referrer');
  const api = await apiAs(server.url, referrer.email, referrer.password);
  const { referral_code } = (await (await api.get('/api/my-invites')).json()) as { referral_code: string };
  const lastName = `Invitee${stamp()}`;
  const inviteeEmail = uniqueEmail('invitee');
  await signUpByApi(server.url, {
    email: inviteeEmail,
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

  // The invitee buys a US$50 course: the referrer redeems the referral achievement for a redeem code.
  const invitee = await apiAs(server.url, inviteeEmail, 'invitee-password');
  await buyCourse(invitee);
  // The payment is recorded by a job: wait for it as the referrer's achievements see it.
  await expect
    .poll(async () => {
      const { results } = (await (await api.get('/api/achievements')).json()) as { results: { id: string; achieved: boolean }[] };
      return results.find((achievement) => achievement.id === 'REFERRAL_PAID_TOTAL')?.achieved;
    })
    .toBe(true);
  await api.dispose();
  await page.goto('/account/events?tab=MY_ACHIEVEMENT');
  const greatReferrer = page.getByRole('article', { name: 'Great referrer' });
  await greatReferrer.getByRole('button', { name: 'Redeem' }).click();
  const redeemed = page.getByText(/^Reward redeemed! Your code: [A-Z0-9]{10}$/);
  await expect(redeemed).toBeVisible();
  const code = (await redeemed.innerText()).slice(-10);

  // The course is refunded: the reward is withdrawn, on both tabs and in both languages, and the code is refused.
  await refundPurchaseOf(invitee);
  await invitee.dispose();
  await page.reload();
  await expect(greatReferrer.getByText('Reward withdrawn')).toBeVisible();
  await expect(
    greatReferrer.getByText(
      'A refund took this achievement back below its target, so its reward is withdrawn until you reach the target again.',
    ),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'My coupons' }).click();
  const codeRow = page.getByRole('row').filter({ hasText: code });
  await expect(codeRow).toContainText('Redeem code for Reward plan');
  await expect(codeRow.getByText('Withdrawn (purchase refunded)')).toBeVisible();

  await page.getByTestId('language-switch').getByText('繁').click();
  await expect(codeRow.getByText('已收回（購買已退款）')).toBeVisible();
  await page.getByRole('tab', { name: '我的成就' }).click();
  const greatReferrerZh = page.getByRole('article', { name: '推薦達人' });
  await expect(greatReferrerZh.getByText('獎賞已收回', { exact: true })).toBeVisible();
  await expect(greatReferrerZh.getByText('退款令此成就跌回目標以下，所以獎賞已收回；再次達到目標後即可再使用。')).toBeVisible();
  await page.goto(`/account/subscriptions?redeem_code=${code}&auto_redeem=true`);
  await expect(page.getByText('此獎賞已被收回：退款令賺取它的成就跌穿目標。再次達到目標後即可再使用。')).toBeVisible();
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
