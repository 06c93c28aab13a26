import { expect, test, type Page } from '@playwright/test';
import { logInThroughPage, signUpByApi, uniqueEmail } from '../../support/accounts.js';

/**
 * A host's own hosting plan on the channel dashboard: a new host starts on the platform's free default plan, buys a
 * paid one on the sandbox card page, changes it for another (the old one ends only once the new one is paid), then
 * cancels back to the free plan.
 */

/**
 * Chooses `plan` in the dashboard's chooser and pays for it with the card that succeeds. The button always reads
 * "Change plan" while a plan (the free default included) is in force; only a paid subscription brings the note.
 */
async function buyHostingPlan(page: Page, plan: string, { replacingPaidPlan }: { replacingPaidPlan: boolean }): Promise<void> {
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
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByText('Payment complete: your hosting plan is active.')).toBeVisible({ timeout: 40_000 });
}

test('a host buys a hosting plan, changes it for another, and cancels back to the free plan', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('hosting');
  await signUpByApi(baseURL!, { email, password: 'e2e-password', role: 'host', workspace_name: `Hosting ${Date.now().toString(36)}` });
  await logInThroughPage(page, email, 'e2e-password');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/channel/dashboard');
  const panel = page.getByTestId('hosting-plan-panel');
  await expect(panel.getByTestId('hosting-plan-name')).toHaveText('Community');
  await expect(panel.getByText('Free default plan')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);

  await buyHostingPlan(page, 'Starter', { replacingPaidPlan: false });
  await expect(panel.getByTestId('hosting-plan-name')).toHaveText('Starter');
  await expect(panel.getByText('Subscription: Active')).toBeVisible();

  await buyHostingPlan(page, 'Professional', { replacingPaidPlan: true });
  await expect(panel.getByTestId('hosting-plan-name')).toHaveText('Professional');
  await expect(panel.getByText('Starter')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Cancel plan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel hosting plan' });
  await expect(confirm.getByText('Cancel your Professional hosting plan?')).toBeVisible();
  await expect(confirm.getByText("You go back to the platform's free plan.", { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText('Your hosting plan is cancelled.')).toBeVisible();
  await expect(panel.getByTestId('hosting-plan-name')).toHaveText('Community');
  await expect(panel.getByText('Professional')).toHaveCount(0);

  // The server agrees: no hosting subscription is live, and the free default plan applies again.
  const mine = await (await page.request.get('/api/hosting-plans/mine')).json();
  expect(mine).toMatchObject({ plan: { key: 'community' }, subscription: null, is_default: true });
});
