import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN } from '../../playwright.config.js';
import { latestMailTo, logInThroughPage, uniqueEmail } from '../../support/accounts.js';
import { seriousViolations } from '../../support/axe.js';
import { HOOK_TIMEOUT_MS, ownServer } from '../../support/own-server.js';

/**
 * Paid access as a viewer and a host meet it: plans, the sandbox card page, subscriptions, redeem links and the
 * host's earnings. A server of its own, so the purchases and earnings seen here are this file's alone; the admin reads
 * the phone-bill codes the sandbox carrier texts.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 11;
const server = ownServer(PORT, 'e2e-card-checkout', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const clipPath = path.resolve(import.meta.dirname, '../../../.tmp/e2e-card-checkout.mp4');
const PASSWORD = 'e2e-password';
const HONG_KONG = 'Asia/Hong_Kong';
const DAY_MS = 24 * 60 * 60 * 1000;

test.use({ baseURL: server.url });

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT_MS);
  server.fresh();
  fs.mkdirSync(path.dirname(clipPath), { recursive: true });
  // Three seconds of test pattern and a tone: small enough for a single PUT, real enough to transcode and play.
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clipPath],
  ]);
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

async function apiAs(email: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: server.url });
  const login = await context.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

async function signUp(body: Record<string, unknown>): Promise<void> {
  const context = await request.newContext({ baseURL: server.url });
  const response = await context.post('/api/signup', { data: { password: PASSWORD, ...body } });
  expect(response.status(), await response.text()).toBe(201);
  await context.dispose();
}

interface Channel {
  api: APIRequestContext;
  email: string;
  id: string;
  name: string;
  slug: string;
}

/** A host with a published channel, signed up and logged in through the API. */
async function hostWithChannel(prefix: string): Promise<Channel> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = uniqueEmail(prefix);
  const name = `Paid ${prefix} ${stamp}`;
  await signUp({ email, role: 'host', workspace_name: name });
  const api = await apiAs(email);
  const [channel] = (await (await api.get('/api/workspaces/mine')).json()).results as { id: string }[];
  const slug = `${prefix}${stamp}`.toLowerCase();
  const publish = await api.put(`/api/workspaces/${channel!.id}`, { data: { publish: true, slug } });
  expect(publish.status(), await publish.text()).toBe(200);
  return { api, email, id: channel!.id, name, slug };
}

async function viewer(prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUp({ email });
  return email;
}

/** A webinar with an uploaded recording that has been processed, is ready to play and is published. */
async function playableVideo(channel: Channel, title: string): Promise<string> {
  const created = await channel.api.post(`/api/workspaces/${channel.id}/activities`, { data: { name: title } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const activityId = ((await created.json()) as { id: string }).id;
  const upload = await channel.api.post('/api/s3/', { data: { activityId, fileType: 'video/mp4', duration: 3 } });
  expect(upload.status(), await upload.text()).toBe(200);
  const { url } = (await upload.json()) as { url: string };
  const put = await channel.api.put(url, { data: fs.readFileSync(clipPath), headers: { 'content-type': 'video/mp4' } });
  expect(put.status(), await put.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const response = await channel.api.get(`/api/activities/${activityId}/recording`);
        const { results } = (await response.json()) as { results: { media_state: string }[] };
        return results.map((recording) => recording.media_state);
      },
      { timeout: 60_000, message: 'the recording is processed' },
    )
    .toContain('ready');
  // Nothing is the viewers' before its host publishes it.
  const published = await channel.api.put(`/api/activities/${activityId}/status`, { data: { command: 'publish' } });
  expect(published.status(), await published.text()).toBe(200);
  return activityId;
}

async function planByApi(channel: Channel, name: string, trialDays: number, carrierPriceHkCents?: number): Promise<string> {
  const response = await channel.api.post('/api/products', {
    data: {
      ...(carrierPriceHkCents === undefined ? {} : { dcb_price: carrierPriceHkCents }),
      workspace_id: channel.id,
      name,
      description: '<p>Every video of the channel</p>',
      type: 'RECURRING',
      interval_count: 1,
      unit_amount: 1999,
      trial_period: trialDays,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function loggedInPage(browser: Browser, email: string, landing: RegExp): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await logInThroughPage(page, email, PASSWORD);
  await expect(page).toHaveURL(landing);
  return page;
}

async function fillCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** "7 Jan 2026" as the subscriptions page writes a day (Hong Kong), for each moment given (a day may turn between them). */
function hongKongDays(...moments: number[]): RegExp {
  const format = new Intl.DateTimeFormat('en-HK', { timeZone: HONG_KONG, dateStyle: 'medium' });
  const days = [...new Set(moments.map((moment) => format.format(new Date(moment))))];
  return new RegExp(days.map((day) => day.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

test('a host creates a plan, a viewer buys it with a trial and watches the locked video, and cancelling locks it again', async ({
  browser,
}) => {
  const channel = await hostWithChannel('trial');
  const videoTitle = `Members lesson ${Date.now().toString(36)}`;
  const activityId = await playableVideo(channel, videoTitle);
  const planName = `Gold ${Date.now().toString(36)}`;

  // The host creates the plan on the plans page.
  const host = await loggedInPage(browser, channel.email, /\/webinar\/manage$/);
  await host.goto('/channel/subscription-plans');
  await expect(host.getByText('No plans yet')).toBeVisible();
  const form = host.getByRole('form', { name: 'Create a plan' });
  const create = form.getByRole('button', { name: 'Create plan' });
  await expect(create).toBeDisabled();
  await form.getByLabel('Plan name').fill(planName);
  await form.getByRole('radio', { name: /^Recurring/ }).check();
  await form.getByLabel('Billing period').selectOption({ label: 'Every month' });
  await form.getByLabel('Amount (USD)').fill('19.99');
  await form.getByLabel('Free trial').fill('7');
  // Required, and said so to screen readers as to sighted hosts (its label carries the asterisk).
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-required', 'true');
  await form.getByRole('textbox', { name: 'Description' }).fill('Every lesson of the channel, for a month.');
  await create.click();
  await expect(host.getByText(`Plan ${planName} created.`)).toBeVisible();
  const planRow = host.getByRole('region', { name: 'Your plans' }).getByRole('row').filter({ hasText: planName });
  await expect(planRow).toContainText('US$19.99');
  await expect(planRow).toContainText('Every month');
  await expect(planRow).toContainText('7 days');
  await expect(planRow).toContainText('On sale');

  const { results: plans } = (await (await channel.api.get(`/api/workspaces/${channel.id}/plans`)).json()) as {
    results: { id: string; name: string; unit_amount: number; trial_period: number }[];
  };
  const plan = plans.find((candidate) => candidate.name === planName)!;
  expect(plan).toMatchObject({ unit_amount: 1999, trial_period: 7 });
  const attach = await channel.api.put(`/api/activities/${activityId}`, { data: { plans: [plan.id] } });
  expect(attach.status(), await attach.text()).toBe(200);

  // A viewer finds the video locked and buys the plan from the lock.
  const viewerEmail = await viewer('trialfan');
  const fan = await loggedInPage(browser, viewerEmail, /\/$/);
  await fan.goto(`/video-playback/${activityId}`);
  await expect(fan.getByRole('heading', { name: videoTitle })).toBeVisible();
  await expect(fan.getByText('This video is for subscribers')).toBeVisible();
  await expect(fan.locator('video')).toHaveCount(0);
  await fan.getByRole('button', { name: 'See plans' }).click();
  const chooser = fan.getByRole('dialog', { name: 'Choose a plan' });
  await expect(chooser.getByText(`Any of these plans of ${channel.name} unlocks this video.`)).toBeVisible();
  await expect(chooser.getByText('Free for 7 days, then US$19.99 / month')).toBeVisible();
  await chooser.getByRole('link', { name: `Subscribe: ${planName}` }).click();

  await expect(fan).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/, { timeout: 15_000 });
  await expect(fan.getByRole('heading', { name: planName })).toBeVisible();
  await expect(fan.getByText('7 days free')).toBeVisible();
  await expect(fan.getByText('Free for 7 days, then US$19.99 / month')).toBeVisible();
  await expect(fan.getByText('Due today')).toBeVisible();
  await expect(fan.getByText('US$0.00')).toBeVisible();
  await expect(fan.getByLabel('Email')).toHaveValue(viewerEmail);
  await fillCard(fan, '4242 4242 4242 4242');
  const paidFrom = Date.now();
  await fan.getByRole('button', { name: 'Start trial' }).click();

  // Back on the video once the payment is confirmed, with a toast that stays; the video plays now.
  await expect(fan).toHaveURL(new RegExp(`/video-playback/${activityId}$`), { timeout: 40_000 });
  const paidUntil = Date.now();
  // Nothing was charged: the toast says when the first payment comes, not "Payment complete".
  const firstPaymentDay = hongKongDays(paidFrom + 7 * DAY_MS, paidUntil + 7 * DAY_MS).source;
  await expect(fan.getByText(`Free trial started: ${planName} is yours.`, { exact: false })).toHaveText(
    new RegExp(`^Free trial started: ${planName} is yours\\. Your first payment is on (${firstPaymentDay})\\.$`),
  );
  await expect(fan.getByText('This video is for subscribers')).toHaveCount(0);
  // The plans panel now says the video is the buyer's to watch, rather than inviting them to subscribe.
  await expect(fan.getByTestId('video-access')).toHaveText('You have access to this video.');
  const player = fan.getByTestId('video-player');
  await expect(player).toBeVisible();
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);

  // The subscription is in trial until a week from now.
  await fan.getByRole('link', { name: 'View my subscriptions' }).click();
  await expect(fan).toHaveURL(/\/account\/subscriptions$/);
  const card = fan.getByRole('article', { name: planName });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: channel.name })).toBeVisible();
  await expect(card.getByText('Trial', { exact: true })).toBeVisible();
  await expect(card.getByText('US$19.99 / month')).toBeVisible();
  await expect(card.getByText(/^Free trial ends on /)).toHaveText(hongKongDays(paidFrom + 7 * DAY_MS, paidUntil + 7 * DAY_MS));

  // Cancelling asks first, then ends access at once.
  await card.getByRole('button', { name: `Cancel ${planName}` }).click();
  const confirm = fan.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(confirm.getByText(`Cancel ${planName} of ${channel.name}?`)).toBeVisible();
  await expect(confirm.getByText('Cancelling gives no refund, and you lose access at once.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(fan.getByText('Subscription cancelled.')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(card.getByText('CANCELED', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Cancel ${planName}` })).toHaveCount(0);

  await fan.goto(`/video-playback/${activityId}`);
  await expect(fan.getByRole('heading', { name: videoTitle })).toBeVisible();
  await expect(fan.getByText('This video is for subscribers')).toBeVisible();
  await expect(fan.locator('video')).toHaveCount(0);

  // The host takes the plan off sale, asked first; the locked video then offers no plan nobody can buy.
  await host.goto('/channel/subscription-plans');
  await host.getByRole('button', { name: `Disable ${planName}` }).click();
  const disable = host.getByRole('dialog', { name: `Take ${planName} off sale?` });
  await expect(disable).toContainText('Nobody new can buy it');
  await disable.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(host.getByText(`${planName} is disabled.`)).toBeVisible();
  await fan.reload();
  await expect(fan.getByText('The plans that include this video are not on sale right now.', { exact: false })).toBeVisible();
  await expect(fan.getByRole('region', { name: 'Plans' }).getByText(planName)).toHaveCount(0);

  await fan.context().close();
  await host.context().close();
  await channel.api.dispose();
});

/** The 6-digit code the sandbox carrier texted to this Hong Kong phone, read from the outbox as the admin. */
async function codeTextedTo(phone: string): Promise<string> {
  const sms = await latestMailTo(server.url, `+852${phone}`, /^$/);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${sms.text}`);
  return code;
}

test('a guest who picks a locked video on the home page comes back to the checkout and then the video, by card or by phone bill', async ({
  browser,
}) => {
  const channel = await hostWithChannel('home');
  const stamp = Date.now().toString(36);
  const videoTitle = `Home lesson ${stamp}`;
  const activityId = await playableVideo(channel, videoTitle);
  const planName = `Home plan ${stamp}`;
  const planId = await planByApi(channel, planName, 0, 3800);
  const attach = await channel.api.put(`/api/activities/${activityId}`, { data: { plans: [planId] } });
  expect(attach.status(), await attach.text()).toBe(200);
  const videoUrl = new RegExp(`/video-playback/${activityId}$`);

  // On a desktop in English: the plan is chosen on the home page, by a guest who then signs up.
  const desktop = await browser.newContext({ baseURL: server.url });
  const guest = await desktop.newPage();
  await guest.goto('/');
  await guest.getByTestId('video-card').filter({ hasText: videoTitle }).click();
  await guest
    .getByRole('dialog', { name: 'Choose a plan' })
    .getByRole('link', { name: `Subscribe: ${planName}` })
    .click();
  await expect(guest).toHaveURL(/\/login\?redirect_url=/);
  // The login leads back to the checkout, and the checkout to the video, not to the home page it started on.
  const checkout = new URL(new URL(guest.url()).searchParams.get('redirect_url')!, server.url);
  expect(checkout.pathname).toBe('/subscription/checkout');
  expect(checkout.searchParams.get('redirect_pathname')).toBe(`/video-playback/${activityId}`);
  await guest.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  // The login form has an Email and a Password field too: fill only once the sign-up page has replaced it.
  await expect(guest.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  const email = uniqueEmail('homeguest');
  await guest.getByLabel('Email').fill(email);
  await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await guest.getByLabel('Confirm password').fill(PASSWORD);
  await guest.getByRole('button', { name: 'Sign up' }).click();
  // Hashing the new password shares two cores with the other browser worker in CI: longer than one expect's 10 s.
  await expect(guest.getByTestId('thank-you')).toBeVisible({ timeout: 30_000 });
  await guest.getByRole('link', { name: 'Go to login' }).click();
  // One password entry later, they are paying for what they chose.
  await expect(guest.getByLabel('Email')).toHaveValue(email);
  await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await guest.getByRole('button', { name: 'Log in' }).click();
  await expect(guest).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/, { timeout: 15_000 });
  await expect(guest.getByRole('heading', { name: planName })).toBeVisible();
  await fillCard(guest, '4242 4242 4242 4242');
  await guest.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(guest).toHaveURL(videoUrl, { timeout: 40_000 });
  await expect(guest.getByText(`Payment complete: ${planName} is yours.`)).toBeVisible();
  await expect(guest.getByRole('link', { name: 'View my subscriptions' })).toBeVisible();
  await expect(guest.getByText('This video is for subscribers')).toHaveCount(0);
  await expect(guest.getByTestId('video-player')).toBeVisible();
  await desktop.close();

  // On a phone in Chinese: a guest with an account chooses the phone bill, logs in, and pays on the same checkout.
  const callerEmail = await viewer('homecaller');
  const phoneContext = await browser.newContext({
    baseURL: server.url,
    locale: 'zh-HK',
    extraHTTPHeaders: { 'accept-language': 'zh-HK,zh;q=0.9' },
    viewport: { width: 390, height: 844 },
  });
  const caller = await phoneContext.newPage();
  await caller.goto('/');
  await caller.getByTestId('video-card').filter({ hasText: videoTitle }).click();
  await caller
    .getByRole('dialog', { name: '選擇計劃' })
    .getByRole('button', { name: `以電話賬單付款（HK$38.00）：${planName}` })
    .click();
  await expect(caller).toHaveURL(/\/login\?redirect_url=/);
  const phoneCheckout = new URL(new URL(caller.url()).searchParams.get('redirect_url')!, server.url);
  expect(phoneCheckout.pathname).toBe('/subscription/checkout');
  expect(phoneCheckout.searchParams.get('redirect_pathname')).toBe(`/video-playback/${activityId}`);
  await caller.getByLabel('電郵地址').fill(callerEmail);
  await caller.getByLabel('密碼', { exact: true }).fill(PASSWORD);
  await caller.getByRole('button', { name: '登入' }).click();
  const carrier = caller.getByRole('dialog', { name: '以電話賬單付款' });
  await expect(carrier.getByText(planName)).toBeVisible();
  const phone = `9${String((Date.now() + process.pid) % 10_000_000).padStart(7, '0')}`;
  await carrier.getByLabel('手提電話號碼').fill(phone);
  await carrier.getByRole('button', { name: '發送驗證碼' }).click();
  await carrier.getByLabel('驗證碼').fill(await codeTextedTo(phone));
  await carrier.getByRole('checkbox', { name: '我同意條款及細則' }).check();
  await carrier.getByRole('checkbox', { name: '我同意私隱政策' }).check();
  await carrier.getByRole('button', { name: '支付 HK$38.00' }).click();
  // Through /account/subscriptions (spec §2), on to the video with the toast that stays.
  await expect(caller).toHaveURL(videoUrl, { timeout: 15_000 });
  await expect(caller.getByText(`成功加入 ${planName}！`)).toBeVisible();
  await expect(caller.getByRole('link', { name: '查看我的訂閱' })).toBeVisible();
  await expect(caller.getByText('此影片只供訂閱者觀看')).toHaveCount(0);
  await expect(caller.getByTestId('video-player')).toBeVisible();
  await phoneContext.close();
  await channel.api.dispose();
});

test('a declined card keeps the card form with a clear message, and no subscription is made', async ({ browser }) => {
  const channel = await hostWithChannel('declined');
  const planName = `Silver ${Date.now().toString(36)}`;
  await planByApi(channel, planName, 7);
  const viewerEmail = await viewer('declinedfan');
  const fan = await loggedInPage(browser, viewerEmail, /\/$/);

  await fan.goto(`/channel/${channel.slug}`);
  await fan.getByRole('link', { name: `Subscribe: ${planName}` }).click();
  await expect(fan).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/, { timeout: 15_000 });
  const sandboxUrl = fan.url();
  await fillCard(fan, '4000 0000 0000 0002');
  await fan.getByRole('button', { name: 'Start trial' }).click();

  await expect(fan.getByText('Your card was declined. Try another card.')).toBeVisible();
  expect(fan.url()).toBe(sandboxUrl);
  await expect(fan.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(fan.getByRole('button', { name: 'Start trial' })).toBeEnabled();

  await fan.goto('/account/subscriptions');
  await expect(fan.getByText("You have no subscriptions yet. Plans are offered on each channel's page.")).toBeVisible();
  await expect(fan.getByRole('article')).toHaveCount(0);

  await fan.context().close();
  await channel.api.dispose();
});

test("a viewer who cancelled a channel's free trial is offered its plans at full price, told why, and charged in full", async ({
  browser,
}) => {
  const channel = await hostWithChannel('retrial');
  const planName = `Weekly ${Date.now().toString(36)}`;
  await planByApi(channel, planName, 7);
  const fan = await loggedInPage(browser, await viewer('retrialfan'), /\/$/);

  // The first time, the plan comes with its trial; the viewer takes it.
  await fan.goto(`/channel/${channel.slug}`);
  const planCard = fan.getByTestId('plan-card').filter({ hasText: planName });
  await expect(planCard.getByText('Free for 7 days, then US$19.99 / month')).toBeVisible();
  await planCard.getByRole('link', { name: `Subscribe: ${planName}` }).click();
  await expect(fan).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/, { timeout: 15_000 });
  await expect(fan.getByText('7 days free')).toBeVisible();
  await fillCard(fan, '4242 4242 4242 4242');
  const trialFrom = Date.now();
  await fan.getByRole('button', { name: 'Start trial' }).click();
  await expect(fan.getByText(`Free trial started: ${planName} is yours.`, { exact: false })).toBeVisible({ timeout: 40_000 });
  const trialUntil = Date.now();

  // Cancelled on the subscriptions page the same day.
  await fan.goto('/account/subscriptions');
  const subscription = fan.getByRole('article', { name: planName });
  await subscription.getByRole('button', { name: `Cancel ${planName}` }).click();
  await fan.getByRole('dialog', { name: 'Cancel subscription' }).getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(subscription.getByText('CANCELED', { exact: true })).toBeVisible();

  // Back on the channel's plans: the full price, no trial, and the day the trial was used.
  const usedOn = new RegExp(`^Your free trial on this channel was used on (${hongKongDays(trialFrom, trialUntil).source})$`);
  await fan.goto(`/channel/${channel.slug}`);
  await expect(planCard.getByText(usedOn)).toBeVisible();
  await expect(planCard.getByText('US$19.99 / month', { exact: true })).toBeVisible();
  await expect(planCard.getByText(/^Free for/)).toHaveCount(0);
  // The plan chooser says the same.
  await fan.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const chooser = fan.getByRole('dialog', { name: 'Choose a plan' });
  await expect(chooser.getByText(usedOn)).toBeVisible();
  await expect(chooser.getByText(/^Free for/)).toHaveCount(0);
  await chooser.getByRole('link', { name: `Subscribe: ${planName}` }).click();

  // The card page charges the whole first month today.
  await expect(fan).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/, { timeout: 15_000 });
  await expect(fan.getByText('7 days free')).toHaveCount(0);
  await expect(fan.getByText('Due today').locator('xpath=..')).toContainText('US$19.99');
  await fillCard(fan, '4242 4242 4242 4242');
  await fan.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(fan.getByText(`Payment complete: ${planName} is yours.`)).toBeVisible({ timeout: 40_000 });
  await fan.goto('/account/subscriptions');
  const paid = fan.getByRole('article', { name: planName }).filter({ has: fan.getByText('Active', { exact: true }) });
  await expect(paid.getByRole('listitem')).toContainText(['US$19.99']);

  await fan.context().close();
  await channel.api.dispose();
});

test('a card page whose checkout can no longer be paid says why and leads back to choose the plan again', async ({ browser }) => {
  const channel = await hostWithChannel('closed');
  const planName = `Closed ${Date.now().toString(36)}`;
  await planByApi(channel, planName, 0);
  const viewerEmail = await viewer('closedfan');
  const fan = await loggedInPage(browser, viewerEmail, /\/$/);

  await fan.goto(`/channel/${channel.slug}`);
  await fan.getByRole('link', { name: `Subscribe: ${planName}` }).click();
  await expect(fan).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/, { timeout: 15_000 });
  await expect(fan.getByLabel('Card number')).toBeVisible();
  // Paid meanwhile in another tab: this page's payment is refused for good (as one whose coupon was withdrawn is).
  const sessionId = new URL(fan.url()).pathname.split('/').pop()!;
  const elsewhere = await apiAs(viewerEmail);
  const paidElsewhere = await elsewhere.post(`/api/sandbox/checkout/${sessionId}/pay`, {
    data: { card_number: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(paidElsewhere.status(), await paidElsewhere.text()).toBe(200);

  await fillCard(fan, '4242 4242 4242 4242');
  await fan.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(
    fan.getByRole('alert').filter({ hasText: "This checkout has already finished or expired. Start again from the channel's plans." }),
  ).toBeVisible();
  await expect(fan.getByLabel('Card number')).toHaveCount(0);
  await fan.getByRole('link', { name: 'Choose the plan again' }).click();
  await expect(fan).toHaveURL(new RegExp(`/channel/${channel.slug}\\?checkout=canceled#plans$`));
  await expect(fan.getByTestId('plan-card').filter({ hasText: planName })).toBeVisible();

  await fan.context().close();
  await elsewhere.dispose();
  await channel.api.dispose();
});

/**
 * Gives the page the order a slow network can: the subscription list's first load is read before the redeem and
 * answered a second after it. The page must then load the list again, not keep that first answer. Only the list page's
 * load is held (a page left behind may still be loading its own copy).
 */
async function listReadBeforeRedeemAnsweredAfter(page: Page): Promise<void> {
  let listRead!: () => void;
  const listWasRead = new Promise<void>((resolve) => (listRead = resolve));
  let redeemAnswered!: () => void;
  const redeemWasAnswered = new Promise<void>((resolve) => (redeemAnswered = resolve));
  await page.route(
    '**/api/users/redeem',
    async (route) => {
      await listWasRead;
      await route.fulfill({ response: await route.fetch() });
      redeemAnswered();
    },
    { times: 1 },
  );
  let held = false;
  await page.route('**/api/subscriptions', async (route) => {
    if (held || !route.request().headers()['referer']?.includes('/account/subscriptions')) return route.continue();
    held = true;
    const response = await route.fetch();
    listRead();
    await redeemWasAnswered;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({ response });
  });
}

test('a redeem link with auto_redeem gives the plan without a click, and a single-use code is then used up', async ({ browser }) => {
  const channel = await hostWithChannel('redeem');
  const planName = `Gift ${Date.now().toString(36)}`;
  const planId = await planByApi(channel, planName, 0);

  // The host makes a single-use code on the plans page.
  const host = await loggedInPage(browser, channel.email, /\/webinar\/manage$/);
  await host.goto('/channel/subscription-plans');
  const codes = host.getByRole('region', { name: 'Redeem codes' });
  await codes.getByRole('button', { name: new RegExp(`^${planName}`) }).click();
  const codeForm = codes.getByRole('form', { name: `New redeem codes for ${planName}` });
  await codeForm.getByRole('radio', { name: 'Once (single-use)' }).check();
  await codeForm.getByRole('button', { name: 'Create codes' }).click();
  await expect(host.getByText(`Created 1 code for ${planName}.`)).toBeVisible();
  const codeRow = codes.getByRole('row').filter({ hasText: 'Open' });
  await expect(codeRow).toHaveCount(1);
  await expect(codeRow).toContainText('0 / 1');
  const code = (await codeRow.getByRole('cell').first().innerText()).trim();
  expect(code).toMatch(/^\S{4,}$/);

  const first = await loggedInPage(browser, await viewer('redeemer'), /\/$/);
  await listReadBeforeRedeemAnsweredAfter(first);
  await first.goto(`/account/subscriptions?redeem_code=${encodeURIComponent(code)}&auto_redeem=true`);
  await expect(first.getByText('Code redeemed. The plan is now in your list below.')).toBeVisible();
  const card = first.getByRole('article', { name: planName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  // Nothing was paid by card: the badge names the code.
  await expect(card.getByText('Redeem code', { exact: true })).toBeVisible();
  // The link's parameters are gone, so a reload does not redeem again.
  await expect(first).toHaveURL(/\/account\/subscriptions$/);

  const second = await loggedInPage(browser, await viewer('latecomer'), /\/$/);
  await second.goto(`/account/subscriptions?redeem_code=${encodeURIComponent(code)}&auto_redeem=true`);
  await expect(second.getByRole('alert')).toHaveText('This redeem code has already been used up.');
  // The answer was about that code: typing another clears it.
  await second.getByLabel('Redeem code').pressSequentially('X');
  await expect(second.getByRole('alert')).toHaveCount(0);
  await expect(second.getByText("You have no subscriptions yet. Plans are offered on each channel's page.")).toBeVisible();
  await expect(second.getByRole('article')).toHaveCount(0);

  await host.reload();
  await host
    .getByRole('region', { name: 'Redeem codes' })
    .getByRole('button', { name: new RegExp(`^${planName}`) })
    .click();
  const usedRow = host.getByRole('region', { name: 'Redeem codes' }).getByRole('row').filter({ hasText: code });
  await expect(usedRow).toContainText('1 / 1');
  await expect(usedRow).toContainText('Used up');

  // A link with redirect_pathname redeems, then goes there with a toast that stays and leads back to the list.
  const created = await channel.api.post(`/api/plans/${planId}/redeem-codes`, { data: { max_uses: 1, expires_at: null } });
  const fresh = ((await created.json()) as { results: { code: string }[] }).results[0]!.code;
  await listReadBeforeRedeemAnsweredAfter(second);
  await second.goto(
    `/account/subscriptions?redeem_code=${encodeURIComponent(fresh)}&auto_redeem=true&redirect_pathname=${encodeURIComponent(`/channel/${channel.slug}`)}`,
  );
  await expect(second).toHaveURL(new RegExp(`/channel/${channel.slug}$`));
  await expect(second.getByText('Code redeemed: its plan is in your subscriptions.')).toBeVisible();
  // Toasts close after 4 s; this one stays, with its way back to the list.
  await second.waitForTimeout(4500);
  // Back in the app, the list shows the plan: the list's first load, read before the code was redeemed, is not kept.
  await second.getByRole('link', { name: 'View my subscriptions' }).click();
  await expect(second).toHaveURL(/\/account\/subscriptions$/);
  await expect(second.getByRole('article', { name: planName })).toBeVisible();

  for (const page of [first, second, host]) await page.context().close();
  await channel.api.dispose();
});

test("a viewer's paid purchase shows in the host's earnings chart and table for the month", async ({ browser }) => {
  const channel = await hostWithChannel('earnings');
  const planName = `Monthly ${Date.now().toString(36)}`;
  await planByApi(channel, planName, 0);

  const host = await loggedInPage(browser, channel.email, /\/webinar\/manage$/);
  // Earnings have their own page, reached from the channel's dashboard.
  await host.goto('/channel/dashboard');
  await host.getByRole('link', { name: /^Earnings/ }).click();
  await expect(host).toHaveURL(/\/channel\/earnings$/);
  await expect(host.getByText('No earnings yet')).toBeVisible();

  const fan = await loggedInPage(browser, await viewer('payingfan'), /\/$/);
  await fan.goto(`/channel/${channel.slug}`);
  // A channel with plans to buy is not greeted as new, though it has no live webinar or course yet.
  await expect(fan.getByRole('link', { name: `Subscribe: ${planName}` })).toBeVisible();
  await expect(fan.getByText('Just getting started')).toHaveCount(0);
  await fan.getByRole('link', { name: `Subscribe: ${planName}` }).click();
  await expect(fan).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/, { timeout: 15_000 });
  await expect(fan.getByText('Due today')).toBeVisible();
  await fillCard(fan, '4242 4242 4242 4242');
  await fan.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(fan.getByText(`Payment complete: ${planName} is yours.`)).toBeVisible({ timeout: 40_000 });
  await fan.goto('/account/subscriptions');
  const card = fan.getByRole('article', { name: planName });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem')).toContainText(['US$19.99']);

  // The month of the purchase, as the report counts months (Hong Kong time).
  const month = new Intl.DateTimeFormat('en-HK', { year: 'numeric', month: 'short', timeZone: HONG_KONG }).format(new Date());
  await host.reload();
  const earnings = host.getByRole('region', { name: 'Earnings by month' });
  await expect(earnings.getByRole('img', { name: /US\$19\.99 in total/ })).toBeVisible();
  const row = earnings.getByRole('row').filter({ hasText: month });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('USD');
  await expect(row).toContainText('US$19.99');
  await row.getByRole('button', { name: /Show 1 invoice/ }).click();
  await expect(earnings.getByRole('listitem').filter({ hasText: planName })).toContainText('US$19.99');

  for (const page of [fan, host]) await page.context().close();
  await channel.api.dispose();
});

test('a viewer spends an achievement coupon on a plan: the reduced first payment is charged, and the coupon shows as used', async ({
  browser,
}) => {
  const channel = await hostWithChannel('coupon');
  const planName = `Coupon monthly ${Date.now().toString(36)}`;
  await planByApi(channel, planName, 0);
  // A US$100 course bought through the API reaches the "Supporter" achievement, whose reward is a 20 % coupon.
  const course = await channel.api.post('/api/products', {
    data: { workspace_id: channel.id, name: 'Big course', description: '<p>All of it</p>', type: 'ONE_TIME', unit_amount: 10_000 },
  });
  expect(course.status(), await course.text()).toBe(201);
  const viewerEmail = await viewer('couponfan');
  const buyer = await apiAs(viewerEmail);
  const opened = await buyer.post('/api/checkout/sessions', {
    data: { origin: server.url, stripe_code: ((await course.json()) as { id: string }).id, mode: 'payment' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const paid = await buyer.post(`/api/sandbox/checkout/${((await opened.json()) as { session_id: string }).session_id}/pay`, {
    data: { card_number: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(async () => {
      const { results } = (await (await buyer.get('/api/achievements')).json()) as { results: { id: string; achieved: boolean }[] };
      return results.find((achievement) => achievement.id === 'TOTAL_PAID')?.achieved;
    })
    .toBe(true);

  // The viewer redeems the coupon in the discount centre.
  const fan = await loggedInPage(browser, viewerEmail, /\/$/);
  await fan.goto('/account/events?tab=MY_ACHIEVEMENT');
  const supporter = fan.getByRole('article', { name: 'Supporter' });
  // Money reads as on every other page, the currency named.
  await expect(supporter.getByText(/^US\$100\.00 of US\$[\d,.]+$/)).toBeVisible();
  await supporter.getByRole('button', { name: 'Redeem' }).click();
  await expect(fan.getByText(/^Reward redeemed! Your code: [A-Z0-9]{10}$/)).toBeVisible();
  await fan.getByRole('tab', { name: 'My coupons' }).click();
  const couponRow = fan.getByRole('row').filter({ hasText: '20% off' });
  await expect(couponRow.getByText('Available')).toBeVisible();
  const code = (await couponRow.getByRole('cell').first().innerText()).trim();

  // On checkout, the coupon is offered; choosing it shows the reduced first payment before the card page.
  await fan.goto(`/channel/${channel.slug}`);
  await fan.getByRole('link', { name: `Subscribe: ${planName}` }).click();
  const chooser = fan.getByRole('form', { name: 'Use a coupon' });
  await expect(chooser.getByText('A coupon takes its discount off the first payment only. Renewals are charged in full.')).toBeVisible();
  await expect(chooser.getByRole('radio', { name: 'No coupon' })).toBeChecked();
  await chooser.getByRole('radio', { name: `${code} – 20% off` }).check();
  await expect(chooser.getByLabel('Coupon code')).toHaveValue(code);
  await expect(chooser.getByText('First payment US$15.99 instead of US$19.99, then US$19.99 / month')).toBeVisible();
  expect(await seriousViolations(fan)).toEqual([]);
  await chooser.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(fan).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/, { timeout: 15_000 });
  await expect(fan.getByText(`Coupon ${code} (20% off)`)).toBeVisible();
  await expect(fan.getByText('−US$4.00')).toBeVisible();
  await expect(fan.getByText('for the first payment, then US$19.99 / month')).toBeVisible();
  const dueToday = fan.getByText('Due today').locator('xpath=..');
  await expect(dueToday).toContainText('US$15.99');
  await fillCard(fan, '4242 4242 4242 4242');
  await fan.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(fan.getByText(`Payment complete: ${planName} is yours.`)).toBeVisible({ timeout: 40_000 });

  // The subscription's payment is the reduced one, and the coupon is spent.
  await fan.goto('/account/subscriptions');
  const card = fan.getByRole('article', { name: planName });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem')).toContainText(['US$15.99']);
  await fan.goto('/account/events?tab=MY_COUPON');
  await expect(fan.getByRole('row').filter({ hasText: code }).getByText('Used')).toBeVisible();

  await fan.context().close();
  await buyer.dispose();
  await channel.api.dispose();
});
