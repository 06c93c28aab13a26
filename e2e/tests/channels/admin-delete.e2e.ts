import { expect, test } from '@playwright/test';
import { ADMIN } from '../../playwright.config.js';
import { logInByApi, signUpByApi, uniqueEmail } from '../../support/accounts.js';

test('an admin deletes a channel after confirming', async ({ page, baseURL }) => {
  const name = `Doomed ${Date.now().toString(36)}`;
  const hostEmail = uniqueEmail('doomedhost');
  await signUpByApi(baseURL!, { email: hostEmail, password: 'doomed-pass', role: 'host', workspace_name: name });
  await logInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/dashboard');
  const row = page.getByTestId('admin-channel-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(hostEmail);
  await row.getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Channel deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  const response = await page.request.get(`/api/workspaces?limit=100`);
  const names = ((await response.json()) as { results: { name: string }[] }).results.map((channel) => channel.name);
  expect(names).not.toContain(name);
});

test('an admin is told, in both languages, that payments are not real while the sandboxes serve', async ({ page }) => {
  // The browser pass's servers run without Stripe keys or a carrier gateway, as a fresh install does.
  await logInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/dashboard');
  const notice = page.getByRole('status').filter({ hasText: 'Payments are not real' });
  await expect(notice).toContainText('no card is charged');
  await expect(notice).toContainText('no phone bill is charged');
  await page.getByTestId('language-switch').getByText('繁').click();
  await expect(page.getByRole('status').filter({ hasText: '付款並非真實' })).toContainText('不會向任何信用卡收費');
});
