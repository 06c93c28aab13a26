import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config.js';
import { apiAs, latestMailTo, logInByApi, signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { HOOK_TIMEOUT_MS, ownServer } from '../../support/own-server.js';

// A server of this file's own: the carrier rate limits (per phone, user and IP) and the refund queue stay ours.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 13;
const server = ownServer(PORT, 'e2e-carrier-refund', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

test.use({ baseURL: server.url });

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT_MS);
  server.fresh();
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

interface Channel {
  id: string;
  slug: string;
  planName: string;
  host: APIRequestContext;
}

/** A published channel whose host sells one recurring plan without a trial; `dcbPrice` in HKD cents. */
async function channelSelling(label: string, plan: { unitAmount: number; dcbPrice?: number }): Promise<Channel> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const email = uniqueEmail(`${label}host`);
  await signUpByApi(server.url, { email, password: 'host-password', role: 'host', workspace_name: `${label} Club ${stamp}` });
  const host = await apiAs(server.url, email, 'host-password');
  const [workspace] = (await (await host.get('/api/workspaces/mine')).json()).results as { id: string }[];
  const slug = `${label}${stamp}`;
  const published = await host.put(`/api/workspaces/${workspace!.id}`, { data: { publish: true, slug } });
  expect(published.status(), await published.text()).toBe(200);
  const planName = `${label} Monthly ${stamp}`;
  const created = await host.post('/api/products', {
    data: {
      workspace_id: workspace!.id,
      name: planName,
      description: 'Weekly market calls and the archive.',
      type: 'RECURRING',
      unit_amount: plan.unitAmount,
      interval_count: 1,
      trial_period: 0,
      ...(plan.dcbPrice === undefined ? {} : { dcb_price: plan.dcbPrice }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: workspace!.id, slug, planName, host };
}

async function viewerLoggedIn(page: Page, label: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(label);
  const password = `${label}-password`;
  await signUpByApi(server.url, { email, password });
  await logInByApi(page, email, password);
  return { email, password };
}

/** An 8-digit Hong Kong mobile number starting with `first`, different for every call. */
let phoneCounter = 0;
function phoneStartingWith(first: '6' | '9'): string {
  phoneCounter += 1;
  return `${first}${String((Date.now() + phoneCounter * 7919 + process.pid) % 10_000_000).padStart(7, '0')}`;
}

/** The code in the text message the sandbox carrier left in the outbox for this phone (+852 and the number). */
async function codeTextedTo(phone: string): Promise<string> {
  const sms = await latestMailTo(server.url, `+852${phone}`, /^$/);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${sms.text}`);
  return code;
}

test('a viewer pays a plan by phone bill with the texted code, sees it active, then cancels it by typing CANCEL', async ({
  page,
  browser,
}) => {
  const channel = await channelSelling('phone', { unitAmount: 499, dcbPrice: 3800 });
  const viewer = await viewerLoggedIn(page, 'caller');
  const phone = phoneStartingWith('9');

  await page.goto(`/channel/${channel.slug}`);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a plan' });
  await chooser.getByRole('button', { name: `Pay by phone bill (HK$38.00): ${channel.planName}` }).click();

  const modal = page.getByRole('dialog', { name: 'Pay by phone bill' });
  await expect(
    modal.getByText('HK$38.00 will be charged to your mobile phone bill now and again every month until you cancel.'),
  ).toBeVisible();
  await expect(chooser).toHaveCount(0);
  // Typed the way Hong Kong numbers are shown, with +852 and a space: the 8 digits are what is sent.
  await modal.getByLabel('Mobile phone number').pressSequentially(`+852 ${phone.slice(0, 4)} ${phone.slice(4)}`);
  await modal.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText(`Verification code sent to ${phone}.`)).toBeVisible();
  // The number is locked once the code is on its way.
  await expect(modal.getByLabel('Mobile phone number')).toHaveValue(phone);
  await expect(modal.getByLabel('Mobile phone number')).toBeDisabled();
  await expect(modal.getByRole('button', { name: 'Send verification code' })).toHaveCount(0);

  await modal.getByLabel('Verification code').fill(await codeTextedTo(phone));
  await modal.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await modal.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
  await modal.getByRole('button', { name: 'Pay HK$38.00' }).click();

  await expect(page).toHaveURL(/\/account\/subscriptions$/);
  await expect(page.getByText(`Join ${channel.planName} successfully!`)).toBeVisible();
  const card = page.getByRole('article', { name: channel.planName });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Phone bill', { exact: true })).toBeVisible();
  await expect(card.getByText('HK$38.00 / month')).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();

  // The channel's only plan is theirs now: its page says so instead of offering it again, and they follow the
  // channel as a card buyer does; on a phone in Chinese too.
  await page.goto(`/channel/${channel.slug}`);
  await expect(page.getByRole('button', { name: 'Subscribed', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('starting-price')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  const phoneInChinese = await browser.newContext({
    baseURL: server.url,
    locale: 'zh-HK',
    extraHTTPHeaders: { 'accept-language': 'zh-HK,zh;q=0.9' },
    viewport: { width: 390, height: 844 },
  });
  const loggedIn = await phoneInChinese.request.post('/api/auth/login', { data: { email: viewer.email, password: viewer.password } });
  expect(loggedIn.status()).toBe(200);
  const chinesePage = await phoneInChinese.newPage();
  await chinesePage.goto(`/channel/${channel.slug}`);
  await expect(chinesePage.getByRole('button', { name: '已訂閱', exact: true })).toBeVisible();
  await expect(chinesePage.getByRole('button', { name: '訂閱', exact: true })).toHaveCount(0);
  await expect(chinesePage.getByTestId('starting-price')).toHaveCount(0);
  await expect(chinesePage.getByRole('button', { name: '取消追蹤' })).toBeVisible();
  await phoneInChinese.close();

  await page.goto('/account/subscriptions');
  await card.getByRole('button', { name: `Cancel ${channel.planName}` }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel subscription' });
  const confirm = cancel.getByRole('button', { name: 'Cancel subscription' });
  await expect(cancel.getByText('Cancelling gives no refund, and you lose access at once.')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await cancel.getByLabel('Type CANCEL to confirm').fill('cancel');
  await expect(confirm).toBeDisabled();
  await cancel.getByLabel('Type CANCEL to confirm').fill('CANCEL');
  await confirm.click();

  await expect(page.getByText('Subscription cancelled.')).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await expect(card.getByText('CANCELED', { exact: true })).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Cancel ${channel.planName}` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: channel.planName }).getByText('CANCELED', { exact: true })).toBeVisible();
  await channel.host.dispose();
});

test('a phone-bill payment refuses a bad number, an unregistered one, unticked terms and a wrong code, and buys nothing', async ({
  page,
}) => {
  const channel = await channelSelling('wrongcode', { unitAmount: 499, dcbPrice: 3800 });
  const viewer = await viewerLoggedIn(page, 'mistyper');
  const phone = phoneStartingWith('6');

  // From the channel's plans section this time.
  await page.goto(`/channel/${channel.slug}#plans`);
  await page.getByRole('button', { name: `Pay by phone bill (HK$38.00): ${channel.planName}` }).click();
  const modal = page.getByRole('dialog', { name: 'Pay by phone bill' });
  const phoneField = modal.getByLabel('Mobile phone number');
  const send = modal.getByRole('button', { name: 'Send verification code' });

  await phoneField.fill('9123456');
  await send.click();
  await expect(modal.getByText('Please enter valid phone number.')).toBeVisible();

  await phoneField.fill('21234567');
  await send.click();
  await expect(modal.getByText('This phone number is not registered with a supported mobile carrier.')).toBeVisible();
  await expect(phoneField).toBeEnabled();

  await phoneField.fill(phone);
  await send.click();
  await expect(modal.getByLabel('Mobile phone number')).toBeDisabled();
  const code = await codeTextedTo(phone);
  const wrongCode = code.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));

  const pay = modal.getByRole('button', { name: 'Pay HK$38.00' });
  await modal.getByLabel('Verification code').fill(wrongCode);
  await pay.click();
  await expect(modal.getByText('Please agree to terms and conditions.')).toBeVisible();
  await expect(modal.getByText('Please agree to privacy policy.')).toBeVisible();

  await modal.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await modal.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
  await expect(modal.getByText('Please agree to terms and conditions.')).toHaveCount(0);
  await pay.click();
  await expect(modal.getByText('Incorrect verification code, please try again.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/channel/${channel.slug}`));

  // "Use another number" goes back to phone entry: the number can be changed and a code sent to it.
  await modal.getByRole('button', { name: 'Use another number' }).click();
  await expect(modal.getByLabel('Verification code')).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Pay HK$38.00' })).toHaveCount(0);
  await expect(modal.getByLabel('Mobile phone number')).toBeEnabled();
  await modal.getByLabel('Mobile phone number').fill(phoneStartingWith('9'));
  await expect(modal.getByRole('button', { name: 'Send verification code' })).toBeEnabled();

  await page.goto('/account/subscriptions');
  await expect(page.getByText("You have no subscriptions yet. Plans are offered on each channel's page.")).toBeVisible();
  const viewerApi = await apiAs(server.url, viewer.email, viewer.password);
  expect((await (await viewerApi.get('/api/subscriptions')).json()).results).toEqual([]);
  const earnings = await (await channel.host.get(`/api/invoices?workspace_id=${channel.id}`)).json();
  expect(earnings.results).toEqual([]);
  await viewerApi.dispose();
  await channel.host.dispose();
});

test('a viewer pays by card, requests a refund, an admin approves it, and the plan and the earnings show it refunded', async ({
  page,
  browser,
}) => {
  // Three people's pages (viewer, admin, host) one after another: more than one page's default minute when loaded.
  test.setTimeout(120_000);
  const channel = await channelSelling('refund', { unitAmount: 999 });
  const viewer = await viewerLoggedIn(page, 'refunder');

  await page.goto(`/channel/${channel.slug}`);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Choose a plan' })
    .getByRole('link', { name: `Subscribe: ${channel.planName}` })
    .click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole('heading', { name: channel.planName })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  // Back on the site, the purchase is confirmed and the buyer returns to the channel it started from.
  await expect(page.getByText(`Payment complete: ${channel.planName} is yours.`)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/channel/${channel.slug}`));

  await page.goto('/account/subscriptions');
  const card = page.getByRole('article', { name: channel.planName });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Card', { exact: true })).toBeVisible();
  await expect(card.getByText('US$9.99 / month')).toBeVisible();
  await card.getByRole('button', { name: /^Request refund of US\$9\.99 paid on / }).click();
  const request = page.getByRole('dialog', { name: 'Request a refund' });
  await request.getByLabel('Reason (optional)').fill('Bought the wrong plan.');
  await request.getByRole('button', { name: 'Request refund' }).click();
  await expect(page.getByText('Successfully requested refund, please wait for verification.')).toBeVisible();
  await expect(card.getByText('Refund requested', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Request refund of/ })).toHaveCount(0);

  const adminContext = await browser.newContext({ baseURL: server.url });
  const admin = await adminContext.newPage();
  await logInByApi(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/refunds');
  await expect(admin.getByRole('heading', { name: 'Refund requests' })).toBeVisible();
  const row = admin.getByTestId('refund-request-row').filter({ hasText: viewer.email });
  await expect(row).toContainText(channel.planName);
  await expect(row).toContainText('Bought the wrong plan.');
  await row.getByRole('button', { name: /^Approve refund of US\$9\.99 to / }).click();
  const approve = admin.getByRole('dialog', { name: 'Approve refund' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Refund approved.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminContext.close();

  await page.reload();
  await expect(card.getByText('REFUNDED', { exact: true })).toBeVisible();
  await expect(card.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Cancel ${channel.planName}` })).toHaveCount(0);

  const earnings = (await (await channel.host.get(`/api/invoices?workspace_id=${channel.id}`)).json()) as {
    results: {
      totals: { currency: string; net_amount: number; gross_amount: number; refunded_amount: number }[];
      invoices: { plan_name: string; status: string; amount_paid: number }[];
    }[];
  };
  expect(earnings.results).toHaveLength(1);
  expect(earnings.results[0]!.invoices).toEqual([
    expect.objectContaining({ plan_name: channel.planName, status: 'refunded', amount_paid: 999 }),
  ]);
  // The month's total keeps the paid amount beside the refund, so the page can show both.
  expect(earnings.results[0]!.totals).toEqual([
    { currency: 'usd', net_amount: 0, gross_amount: 999, payment_count: 1, refunded_amount: 999, refunded_count: 1 },
  ]);
  await channel.host.dispose();
});
