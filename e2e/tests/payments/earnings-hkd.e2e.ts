import { expect, test, type APIRequestContext, type Browser, type Download, type Page } from '@playwright/test';
import fs from 'node:fs';
import { ADMIN } from '../../playwright.config.js';
import { apiAs, logInByApi, signUpByApi, uniqueEmail } from '../../support/accounts.js';

/**
 * A Hong Kong creator's money pages: a plan priced in HKD, paid by card in the sandbox, then the channel's earnings
 * page (reached from its dashboard) with HK$ totals, the refunds and the payments as a CSV download.
 */

const PASSWORD = 'e2e-password';
const PHONE = { width: 390, height: 844 };
const CSV_HEADER = ['Date (Hong Kong time)', 'Plan', 'Buyer', 'Amount', 'Currency', 'Method', 'Status'];

interface Host {
  email: string;
  api: APIRequestContext;
  channelId: string;
  slug: string;
}

async function hostWithChannel(baseURL: string, prefix: string): Promise<Host> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = uniqueEmail(prefix);
  await signUpByApi(baseURL, { email, password: PASSWORD, role: 'host', workspace_name: `HK channel ${stamp}` });
  const api = await apiAs(baseURL, email, PASSWORD);
  const [channel] = ((await (await api.get('/api/workspaces/mine')).json()) as { results: { id: string }[] }).results;
  const slug = `${prefix}${stamp}`.toLowerCase();
  const published = await api.put(`/api/workspaces/${channel!.id}`, { data: { publish: true, slug } });
  expect(published.status(), await published.text()).toBe(200);
  return { email, api, channelId: channel!.id, slug };
}

/** A viewer with the given display name, logged in through the API. */
async function viewerNamed(baseURL: string, displayName: string): Promise<{ email: string; api: APIRequestContext }> {
  const email = uniqueEmail('hkfan');
  await signUpByApi(baseURL, { email, password: PASSWORD });
  const api = await apiAs(baseURL, email, PASSWORD);
  const named = await api.put(`/api/users/${encodeURIComponent(email)}`, { data: { display_name: displayName } });
  expect(named.status(), await named.text()).toBe(200);
  return { email, api };
}

/** The buyer asks for their one payment back and the admin approves it, as the refund queue does. */
async function refundFirstPayment(baseURL: string, buyer: APIRequestContext): Promise<void> {
  const { results } = (await (await buyer.get('/api/subscriptions')).json()) as { results: { invoices: { id: string }[] }[] };
  const invoiceId = results[0]!.invoices[0]!.id;
  const asked = await buyer.post(`/api/invoices/${invoiceId}/refund-request`, { data: { reason: 'Changed my mind' } });
  expect(asked.status(), await asked.text()).toBe(201);
  const admin = await apiAs(baseURL, ADMIN.email, ADMIN.password);
  const pending = (await (await admin.get('/api/refund-requests?status=pending&limit=100')).json()) as {
    results: { id: string; invoice: { id: string } }[];
  };
  const requestId = pending.results.find((candidate) => candidate.invoice.id === invoiceId)!.id;
  const approved = await admin.put(`/api/refund-requests/${requestId}`, { data: { status: 'approved' } });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();
}

async function loggedIn(browser: Browser, baseURL: string, email: string, options: { zh?: boolean; phone?: boolean } = {}) {
  const context = await browser.newContext({
    baseURL,
    ...(options.zh ? { locale: 'zh-HK', extraHTTPHeaders: { 'accept-language': 'zh-HK,zh;q=0.9' } } : {}),
    ...(options.phone ? { viewport: PHONE } : {}),
  });
  const page = await context.newPage();
  if (options.zh) {
    await page.goto('/login');
    await page.getByLabel('電郵地址').fill(email);
    await page.getByLabel('密碼', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '登入' }).click();
    await expect(page).not.toHaveURL(/\/login/);
  } else {
    await logInByApi(page, email, PASSWORD);
  }
  return page;
}

/** The downloaded CSV's rows (the header first), its fields unquoted; no field of these tests holds a comma or quote. */
async function csvRows(download: Download): Promise<string[][]> {
  const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

/** Today's date on Hong Kong's clock, as the CSV starts a row with it. */
const hongKongToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

async function openEarningsFromDashboard(page: Page, tile: string, title: string): Promise<void> {
  await page.goto('/channel/dashboard');
  await page.getByRole('link', { name: new RegExp(`^${tile}`) }).click();
  await expect(page).toHaveURL(/\/channel\/earnings$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a host prices a plan in HKD, a viewer pays it by card, and the earnings page shows HK$ and downloads the CSV', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const host = await hostWithChannel(baseURL!, 'hkd');
  const planName = `HK monthly ${Date.now().toString(36)}`;
  const hostPage = await loggedIn(browser, baseURL!, host.email);

  // The host picks HKD on the create-plan form: the amount's label and sign follow the currency.
  await hostPage.goto('/channel/subscription-plans');
  const form = hostPage.getByRole('form', { name: 'Create a plan' });
  await form.getByLabel('Plan name').fill(planName);
  await expect(form.getByLabel('Currency')).toHaveValue('usd');
  await expect(form.getByText('US$', { exact: true })).toBeVisible();
  await form.getByLabel('Currency').selectOption({ label: 'Hong Kong dollars (HK$)' });
  await form.getByLabel('Amount (HKD)').fill('38');
  await expect(form.getByText('US$', { exact: true })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Description' }).fill('Every lesson, billed in Hong Kong dollars.');
  await form.getByRole('button', { name: 'Create plan' }).click();
  await expect(hostPage.getByText(`Plan ${planName} created.`)).toBeVisible();
  await expect(hostPage.getByRole('region', { name: 'Your plans' }).getByRole('row').filter({ hasText: planName })).toContainText(
    'HK$38.00',
  );
  await expect(hostPage.getByRole('combobox', { name: `Currency of ${planName}` })).toHaveValue('hkd');
  // Earnings are no longer below the form.
  await expect(hostPage.getByRole('region', { name: 'Earnings by month' })).toHaveCount(0);
  // Before any payment the earnings page says so, and offers no CSV of nothing.
  await openEarningsFromDashboard(hostPage, 'Earnings', 'Earnings');
  await expect(hostPage.getByText('No earnings yet')).toBeVisible();
  await expect(hostPage.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);

  // A viewer pays it on the sandbox card page, in HKD.
  const fan = await viewerNamed(baseURL!, 'Chan Tai Man');
  const fanPage = await loggedIn(browser, baseURL!, fan.email);
  await fanPage.goto(`/channel/${host.slug}`);
  await fanPage.getByRole('link', { name: `Subscribe: ${planName}` }).click();
  await expect(fanPage).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/, { timeout: 15_000 });
  await expect(fanPage.getByText('HK$38.00').first()).toBeVisible();
  await fanPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await fanPage.getByLabel('Expiry').fill('12/34');
  await fanPage.getByLabel('CVC').fill('123');
  await fanPage.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(fanPage.getByText(`Payment complete: ${planName} is yours.`)).toBeVisible({ timeout: 40_000 });

  // The host opens the earnings from the channel's dashboard.
  await openEarningsFromDashboard(hostPage, 'Earnings', 'Earnings');
  const totals = hostPage.getByRole('region', { name: 'Totals' });
  const hkd = totals.getByRole('article', { name: 'Net earnings in HKD' });
  await expect(hkd).toContainText('HK$38.00');
  await expect(hkd).toContainText('HK$38.00 from 1 payment');
  await expect(hkd).toContainText('No refunds');
  await expect(totals.getByRole('article')).toHaveCount(1);
  await expect(hostPage.getByRole('region', { name: 'Earnings by month' }).getByRole('img', { name: /HK\$38\.00 in total/ })).toBeVisible();
  const planRow = hostPage.getByRole('region', { name: 'Earnings by plan' }).getByTestId('plan-earnings-row');
  await expect(planRow).toHaveCount(1);
  await expect(planRow).toContainText(planName);
  await expect(planRow).toContainText('HKD');
  await expect(planRow).toContainText('1 · HK$38.00');

  const downloading = hostPage.waitForEvent('download');
  await hostPage.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = await csvRows(download);
  expect(header).toEqual(CSV_HEADER);
  expect(rows.map(([, ...rest]) => rest)).toEqual([[planName, 'Chan Tai Man', '38.00', 'HKD', 'card', 'paid']]);
  expect(rows[0]![0]).toMatch(new RegExp(`^${hongKongToday()} \\d{2}:\\d{2}:\\d{2}$`));

  for (const page of [hostPage, fanPage]) await page.context().close();
  await Promise.all([host.api.dispose(), fan.api.dispose()]);
});

test('on a phone in Chinese, the host reads HK$ totals with a refund and downloads the CSV from 收入', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const host = await hostWithChannel(baseURL!, 'hkdzh');
  const planName = `港股月費 ${Date.now().toString(36)}`;
  const created = await host.api.post('/api/products', {
    data: {
      workspace_id: host.channelId,
      name: planName,
      description: '<p>每月分析</p>',
      type: 'RECURRING',
      interval_count: 1,
      currency: 'hkd',
      unit_amount: 3800,
      trial_period: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const planId = ((await created.json()) as { id: string }).id;

  // Two viewers pay by card in the sandbox; the admin refunds one of them.
  const buyers = [await viewerNamed(baseURL!, '陳大文'), await viewerNamed(baseURL!, '李小明')];
  for (const buyer of buyers) {
    const opened = await buyer.api.post('/api/checkout/sessions', { data: { origin: baseURL, stripe_code: planId, mode: 'subscription' } });
    expect(opened.status(), await opened.text()).toBe(201);
    const sessionId = ((await opened.json()) as { session_id: string }).session_id;
    const paid = await buyer.api.post(`/api/sandbox/checkout/${sessionId}/pay`, {
      data: { card_number: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await expect
      .poll(async () => (await buyer.api.get(`/api/checkout/sessions/${sessionId}`)).json())
      .toMatchObject({ status: 'complete' });
  }
  await refundFirstPayment(baseURL!, buyers[1]!.api);

  const page = await loggedIn(browser, baseURL!, host.email, { zh: true, phone: true });
  await openEarningsFromDashboard(page, '收入', '收入');
  const hkd = page.getByRole('region', { name: '總額' }).getByRole('article', { name: 'HKD 淨收入' });
  await expect(hkd).toContainText('HK$38.00');
  await expect(hkd).toContainText('2 筆付款，共 HK$76.00');
  await expect(hkd).toContainText('1 筆退款，共 HK$38.00');
  const planRow = page.getByRole('region', { name: '按計劃計算的收入' }).getByTestId('plan-earnings-row');
  await expect(planRow).toContainText(planName);
  await expect(planRow).toContainText('1 · HK$38.00');
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: '下載 CSV' }).click();
  const [header, ...rows] = await csvRows(await downloading);
  expect(header).toEqual(CSV_HEADER);
  expect(rows.map(([, ...rest]) => rest).sort()).toEqual([
    [planName, '李小明', '38.00', 'HKD', 'card', 'refunded'],
    [planName, '陳大文', '38.00', 'HKD', 'card', 'paid'],
  ]);

  await page.context().close();
  await Promise.all([host.api.dispose(), ...buyers.map((buyer) => buyer.api.dispose())]);
});
