import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInByApi, signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { seriousViolations } from '../../support/axe.js';

/**
 * A host's own hosting plan on the channel dashboard: a new host starts on the platform's free default plan, buys a
 * paid one on the sandbox card page, changes it for another (the old one ends only once the new one is paid), then
 * cancels back to the free plan. Each payment shows in the invoices below the plan.
 */

const PHONE = { width: 390, height: 844 };

/** Today in Hong Kong as the invoices write a day, whatever this machine's time zone. */
const hongKongToday = () => new Intl.DateTimeFormat('en-HK', { timeZone: 'Asia/Hong_Kong', dateStyle: 'medium' }).format(new Date());

/** The invoice rows, newest first, each as its cells' text: date, plan, amount, status. */
async function invoiceLines(invoices: Locator): Promise<string[][]> {
  return invoices
    .getByTestId('hosting-invoice-row')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')));
}

/**
 * Chooses `plan` in the dashboard's chooser, up to the sandbox card page. The button always reads "Change plan" while
 * a plan (the free default included) is in force; only a paid subscription brings the note.
 */
async function openHostingCheckout(page: Page, plan: string, { replacingPaidPlan }: { replacingPaidPlan: boolean }): Promise<void> {
  const panel = page.getByTestId('hosting-plan-panel');
  await panel.getByRole('button', { name: 'Change plan' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a hosting plan' });
  if (replacingPaidPlan) {
    await expect(
      chooser.getByText('Your current plan stays until the new one is paid, then ends at once.', { exact: false }),
    ).toBeVisible();
  }
  await chooser.getByRole('button', { name: `Subscribe to ${plan}` }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/, { timeout: 15_000 });
}

/** Pays on the sandbox card page with the card that succeeds. */
async function payByCard(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
}

async function buyHostingPlan(page: Page, plan: string, options: { replacingPaidPlan: boolean }): Promise<void> {
  await openHostingCheckout(page, plan, options);
  await payByCard(page);
  await expect(page.getByText('Payment complete: your hosting plan is active.')).toBeVisible({ timeout: 40_000 });
}

async function newHostOnDashboard(page: Page, baseURL: string): Promise<void> {
  const email = uniqueEmail('hosting');
  await signUpByApi(baseURL, { email, password: 'e2e-password', role: 'host', workspace_name: `Hosting ${Date.now().toString(36)}` });
  await logInByApi(page, email, 'e2e-password');
  await page.goto('/channel/dashboard');
}

test('a host buys a hosting plan, changes it for another, and cancels back to the free plan', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await newHostOnDashboard(page, baseURL!);
  const panel = page.getByTestId('hosting-plan-panel');
  await expect(panel.getByTestId('hosting-plan-name')).toHaveText('Community');
  await expect(panel.getByText('Free default plan')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  const invoices = page.getByRole('region', { name: 'Hosting plan invoices' });
  await expect(invoices.getByText('No invoices yet')).toBeVisible();

  await buyHostingPlan(page, 'Starter', { replacingPaidPlan: false });
  await expect(panel.getByTestId('hosting-plan-name')).toHaveText('Starter');
  await expect(panel.getByText('Subscription: Active')).toBeVisible();
  await expect(invoices.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
  await expect.poll(() => invoiceLines(invoices)).toEqual([[hongKongToday(), 'Starter', 'US$29.00', 'Paid']]);

  await buyHostingPlan(page, 'Professional', { replacingPaidPlan: true });
  await expect(panel.getByTestId('hosting-plan-name')).toHaveText('Professional');
  await expect(panel.getByText('Starter')).toHaveCount(0);
  await expect
    .poll(() => invoiceLines(invoices))
    .toEqual([
      [hongKongToday(), 'Professional', 'US$99.00', 'Paid'],
      [hongKongToday(), 'Starter', 'US$29.00', 'Paid'],
    ]);
  expect(await seriousViolations(page, { within: '[data-testid="hosting-invoices"]' })).toEqual([]);
  // On a phone each invoice is a card: the column headings give way to a label beside each value.
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await expect(invoices.getByRole('columnheader', { name: 'Amount' })).toBeHidden();
  const amountCell = invoices.getByTestId('hosting-invoice-row').first().getByRole('cell').nth(2);
  await expect(amountCell).toBeVisible();
  expect(await amountCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Amount"');
  expect(await seriousViolations(page, { within: '[data-testid="hosting-invoices"]' })).toEqual([]);
  await page.setViewportSize(desktop);

  await panel.getByRole('button', { name: 'Cancel plan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel hosting plan' });
  await expect(confirm.getByText('Cancel your Professional hosting plan?')).toBeVisible();
  await expect(confirm.getByText("You go back to the platform's free plan.", { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText('Your hosting plan is cancelled.')).toBeVisible();
  await expect(panel.getByTestId('hosting-plan-name')).toHaveText('Community');
  await expect(panel.getByText('Professional')).toHaveCount(0);
  // Cancelling refunds nothing: both payments stay on the list.
  await expect(invoices.getByTestId('hosting-invoice-row')).toHaveCount(2);

  // The server agrees: no hosting subscription is live, and the free default plan applies again.
  const mine = await (await page.request.get('/api/hosting-plans/mine')).json();
  expect(mine).toMatchObject({ plan: { key: 'community' }, subscription: null, is_default: true });
});

test('a second plan paid in another tab is refunded, and that tab says so rather than "Payment complete"', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await newHostOnDashboard(page, baseURL!);
  const otherTab = await page.context().newPage();
  await otherTab.goto('/channel/dashboard');
  await openHostingCheckout(page, 'Starter', { replacingPaidPlan: false });
  await openHostingCheckout(otherTab, 'Starter', { replacingPaidPlan: false });

  await payByCard(page);
  await expect(page.getByText('Payment complete: your hosting plan is active.')).toBeVisible({ timeout: 40_000 });
  await payByCard(otherTab);
  await expect(
    otherTab.getByText('You already had a hosting plan, so this second payment was cancelled and refunded.', { exact: false }),
  ).toBeVisible({ timeout: 40_000 });
  await expect(otherTab.getByText('Payment complete: your hosting plan is active.')).toHaveCount(0);

  const invoices = otherTab.getByRole('region', { name: 'Hosting plan invoices' });
  await expect
    .poll(() => invoiceLines(invoices))
    .toEqual(
      expect.arrayContaining([
        [hongKongToday(), 'Starter', 'US$29.00', 'Paid'],
        [hongKongToday(), 'Starter', 'US$29.00', 'Refunded'],
      ]),
    );
  await expect(invoices.getByTestId('hosting-invoice-row')).toHaveCount(2);
  await expect(otherTab.getByTestId('hosting-plan-panel').getByTestId('hosting-plan-name')).toHaveText('Starter');
});
