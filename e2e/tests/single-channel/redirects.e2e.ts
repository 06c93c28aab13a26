import { expect, test } from '@playwright/test';
import { SINGLE_CHANNEL } from '../../playwright.config.js';
import { apiAs, signUpByApi, uniqueEmail } from '../../support/accounts.js';

const base = `http://127.0.0.1:${SINGLE_CHANNEL.port}`;
test.use({ baseURL: base });

test('single-channel mode shows a landing while the channel is private, then sends every path to it', async ({ page }) => {
  const hostEmail = uniqueEmail('fixedhost');
  await signUpByApi(base, { email: hostEmail, password: 'fixed-password', role: 'host', workspace_name: SINGLE_CHANNEL.name });

  await page.goto('/');
  await expect(page.getByText('This channel is not open to the public yet.')).toBeVisible();
  await page.goto('/channel/create-channel');
  await expect(page).not.toHaveURL(/create-channel/);
  // The metro brand hides the search icon.
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);

  const host = await apiAs(base, hostEmail, 'fixed-password');
  const published = await host.put(`/api/workspaces/${SINGLE_CHANNEL.slug}`, { data: { publish: true } });
  expect(published.status()).toBe(200);
  await host.dispose();

  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/channel/${SINGLE_CHANNEL.slug}$`));
  await expect(page.getByRole('heading', { name: SINGLE_CHANNEL.name }).first()).toBeVisible();
  await page.goto('/some/unknown/path');
  await expect(page).toHaveURL(new RegExp(`/channel/${SINGLE_CHANNEL.slug}$`));
  await page.goto('/channel/nosuchchannel');
  await expect(page).toHaveURL(new RegExp(`/channel/${SINGLE_CHANNEL.slug}$`));
});
