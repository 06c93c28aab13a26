import { expect, test } from '@playwright/test';
import { ADMIN } from '../../playwright.config.js';
import { apiAs, logInThroughPage, signUpByApi, uniqueEmail } from '../../support/accounts.js';

test('an admin files a keyword under a category, and the category tile then leads to its channels', async ({ page, baseURL }) => {
  const stamp = Date.now().toString(36);
  const hostEmail = uniqueEmail('tagger');
  const channelName = `Bargain Board ${stamp}`;
  await signUpByApi(baseURL!, { email: hostEmail, password: 'host-password', role: 'host', workspace_name: channelName });
  const host = await apiAs(baseURL!, hostEmail, 'host-password');
  const keyword = await (await host.post('/api/keywords', { data: { keyword: `deals${stamp}` } })).json();
  const channel = (await (await host.get('/api/workspaces/mine')).json()).results[0];
  expect((await host.put(`/api/workspaces/${channel.id}`, { data: { publish: true, keywords: [keyword.id] } })).status()).toBe(200);
  await host.dispose();

  await page.goto(`/channel/category?category=K1_SHOPPING`);
  await expect(page.getByText(channelName)).toHaveCount(0);

  await logInThroughPage(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: /Keyword categories/ }).click();
  await page.getByLabel(`Category of deals${stamp}`).selectOption({ label: 'Shopping' });
  await expect(page.getByText(`Category of deals${stamp} saved.`)).toBeVisible();

  await page.goto(`/channel/category?category=K1_SHOPPING`);
  await expect(page.getByText(channelName).first()).toBeVisible();
});
