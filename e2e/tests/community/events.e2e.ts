import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN } from '../../playwright.config.js';
import { apiAs, latestMailTo, logInByApi, signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { seriousViolations } from '../../support/axe.js';
import { HOOK_TIMEOUT_MS, ownServer } from '../../support/own-server.js';

// A server of this file's own: the carrier's per-address and per-phone limits stay ours.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 23;
// Read at each start: the reward plan is named once it exists (beforeAll).
const serverEnv: Record<string, string> = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
const server = ownServer(PORT, 'e2e-community-events', serverEnv);
const clipPath = path.resolve(import.meta.dirname, '../../../.tmp/e2e-community-views.mp4');

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
  fs.mkdirSync(path.dirname(clipPath), { recursive: true });
  // Three seconds of test pattern and a tone: a video watched to the end in a few seconds.
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clipPath],
  ]);
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

/** A video of a channel of its own, uploaded in one piece, prepared for streaming and published by its host. */
async function publishedVideo(title: string): Promise<string> {
  const hostEmail = uniqueEmail('video-host');
  await signUpByApi(server.url, { email: hostEmail, password: 'host-password', role: 'host', workspace_name: `Videos ${stamp()}` });
  const host = await apiAs(server.url, hostEmail, 'host-password');
  const [channel] = (await (await host.get('/api/workspaces/mine')).json()).results as { id: string }[];
  expect((await host.put(`/api/workspaces/${channel!.id}`, { data: { publish: true } })).status()).toBe(200);
  const created = await host.post(`/api/workspaces/${channel!.id}/activities`, { data: { name: title } });
  expect(created.status(), await created.text()).toBe(201);
  const videoId = ((await created.json()) as { id: string }).id;
  const upload = await host.post('/api/s3/', { data: { activityId: videoId, fileType: 'video/mp4', duration: 3 } });
  expect(upload.status(), await upload.text()).toBe(200);
  const { url } = (await upload.json()) as { url: string };
  const put = await host.put(url, { data: fs.readFileSync(clipPath), headers: { 'content-type': 'video/mp4' } });
  expect(put.status(), await put.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const { results } = (await (await host.get(`/api/activities/${videoId}/recording`)).json()) as {
          results: { media_state: string }[];
        };
        return results.map((recording) => recording.media_state);
      },
      { timeout: 60_000, message: 'the recording is prepared for streaming' },
    )
    .toContain('ready');
  const published = await host.put(`/api/activities/${videoId}/status`, { data: { command: 'publish' } });
  expect(published.status(), await published.text()).toBe(200);
  await host.dispose();
  return videoId;
}

async function viewerLoggedIn(page: Page, label: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(label);
  const password = `${label}-password`;
  await signUpByApi(server.url, { email, password });
  await logInByApi(page, email, password);
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

test("a video watched to the end counts once a day toward 'Keen viewer', whose rule is written in English and Chinese", async ({
  page,
}) => {
  const videoId = await publishedVideo(`Watched to the end ${stamp()}`);
  await viewerLoggedIn(page, 'watcher');
  /** Plays the video from the start until the player reports it watched; answers what the server made of the report. */
  const watchToTheEnd = async (): Promise<{ counted: boolean }> => {
    await page.goto(`/video-playback/${videoId}`);
    const reported = page.waitForResponse((response) => response.url().endsWith(`/api/activities/${videoId}/views`));
    await page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    return (await (await reported).json()) as { counted: boolean };
  };
  expect(await watchToTheEnd()).toEqual({ counted: true });
  // Watched again the same day: the player reports it, and it is not counted twice.
  expect(await watchToTheEnd()).toEqual({ counted: false });

  await page.goto('/account/events?tab=MY_ACHIEVEMENT');
  const keenViewer = page.getByRole('article', { name: 'Keen viewer' });
  await expect(keenViewer).toContainText('1 view of 20 views');
  await expect(keenViewer).toContainText(
    'A video counts once you have played 80% of it (skipping ahead does not count), and each video counts once a day.',
  );
  await page.getByTestId('language-switch').getByText('繁').click();
  const keenViewerZh = page.getByRole('article', { name: '熱心觀眾' });
  await expect(keenViewerZh).toContainText('1 次 / 20 次');
  await expect(keenViewerZh).toContainText('播放了一條影片的 80% 才算觀看（跳過的部分不計），每條影片每日只計一次。');
});

test('on a phone, the referral ranking shows others by a shortened name and no money of theirs, its caption on one line, and shares my link to WhatsApp; in English and Chinese', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const alexSurname = `Chan${stamp()}`;
  for (const [label, names] of [
    ['alex', { first_name: 'Alex', last_name: alexSurname }],
    ['chan', { first_name: '大文', last_name: '陳' }],
  ] as const) {
    const email = uniqueEmail(label);
    await signUpByApi(server.url, { email, password: 'referrer-password', ...names });
    const referrer = await apiAs(server.url, email, 'referrer-password');
    const { referral_code } = (await (await referrer.get('/api/my-invites')).json()) as { referral_code: string };
    await referrer.dispose();
    await signUpByApi(server.url, { email: uniqueEmail(`${label}-friend`), password: 'friend-password', referral_code });
  }
  const me = await viewerLoggedIn(page, 'ranked');
  const api = await apiAs(server.url, me.email, me.password);
  const { referral_code: myCode } = (await (await api.get('/api/my-invites')).json()) as { referral_code: string };
  await api.dispose();
  await signUpByApi(server.url, { email: uniqueEmail('my-friend'), password: 'friend-password', referral_code: myCode });

  await page.goto('/account/events/referral');
  const ranking = page.getByRole('table', { name: 'By referrals' });
  await expect(ranking.getByText('Alex C.', { exact: true })).toBeVisible();
  await expect(ranking.getByText('陳**', { exact: true })).toBeVisible();
  await expect(page.getByText(`Alex ${alexSurname}`)).toHaveCount(0);
  await expect(page.getByText('陳大文')).toHaveCount(0);
  await expect(ranking).not.toContainText('US$');
  await expect(
    page
      .getByRole('tabpanel', { name: 'By referrals' })
      .getByText(/^Your place: No\. \d+, with 1 referral, who has paid US\$0\.00 in total\.$/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rewards' })).toBeVisible();
  await expect(
    page.getByText("you reach the 'Great referrer' achievement: redeem it under My achievements for a redeem code"),
  ).toBeVisible();
  const shared = async (name: string) => new URL((await page.getByRole('link', { name }).getAttribute('href'))!);
  const share = await shared('Share on WhatsApp');
  expect(share.origin + share.pathname).toBe('https://wa.me/');
  expect(share.searchParams.get('text')).toBe(`Join me on Chunks.AI: sign up with my link ${server.url}/sign-up?referral_code=${myCode}`);

  /** How many lines a table's caption takes: one, not a character or a word a line. */
  const captionLines = (table: Locator) =>
    table.locator('caption').evaluate((caption) => {
      const style = getComputedStyle(caption);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      return Math.round((caption.getBoundingClientRect().height - padding) / parseFloat(style.lineHeight));
    });
  await expect(ranking.locator('caption')).toHaveText('By referrals');
  expect(await captionLines(ranking)).toBe(1);

  await page.getByTestId('language-switch').getByText('繁').click();
  const rankingZh = page.getByRole('table', { name: '按推薦人數' });
  await expect(rankingZh.getByText('陳**', { exact: true })).toBeVisible();
  await expect(rankingZh.getByText('Alex C.', { exact: true })).toBeVisible();
  await expect(rankingZh.locator('caption')).toHaveText('按推薦人數');
  expect(await captionLines(rankingZh)).toBe(1);
  await expect(page.getByRole('heading', { name: '獎賞' })).toBeVisible();
  await expect(
    page.getByRole('tabpanel', { name: '按推薦人數' }).getByText(/^你的排名：第 \d+ 位，推薦了 1 人，他們合共付款 US\$0\.00。$/),
  ).toBeVisible();
  const shareZh = await shared('分享到 WhatsApp');
  expect(shareZh.searchParams.get('text')).toBe(`一齊用 Chunks.AI！用我的連結註冊：${server.url}/sign-up?referral_code=${myCode}`);
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
      found.push(...(await seriousViolations(page, { label: path })));
    }
    expect(found).toEqual([]);
  });
}
