import { expect, test } from '@playwright/test';
import { ADMIN } from '../../playwright.config.js';
import { apiAs, signUpByApi, uniqueEmail } from '../../support/accounts.js';

test('a public channel is found on the home row of its keyword, by category and through the search modal', async ({ page, baseURL }) => {
  const stamp = Date.now().toString(36);
  const name = `Discoverable ${stamp}`;
  const hostEmail = uniqueEmail('discoverable');
  await signUpByApi(baseURL!, { email: hostEmail, password: 'discover-pass', role: 'host', workspace_name: name });

  const admin = await apiAs(baseURL!, ADMIN.email, ADMIN.password);
  const finance = await (await admin.post('/api/keywords', { data: { keyword: 'finance', category: 'K1_FINANCE' } })).json();
  await admin.dispose();
  const host = await apiAs(baseURL!, hostEmail, 'discover-pass');
  const updated = await host.put(`/api/workspaces/discoverable${stamp}`, { data: { publish: true, keywords: [finance.id] } });
  expect(updated.status(), await updated.text()).toBe(200);
  await host.dispose();

  await page.goto('/channel/category?category=K1_FINANCE');
  await expect(page.getByTestId('channel-card').filter({ hasText: name })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Finance' }).first()).toBeVisible();
  await expect(page.getByTestId('channel-card').filter({ hasText: name }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Suggested keywords')).toBeVisible();
  await dialog.getByLabel('Search channels, videos and what is said').fill(stamp);
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/channel/category\\?title=${stamp}`));
  const results = page.getByTestId('channel-card');
  await expect(results).toHaveCount(1);
  await results.first().click();
  await expect(page).toHaveURL(new RegExp(`/channel/discoverable${stamp}$`));
});
