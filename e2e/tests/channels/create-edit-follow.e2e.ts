import { expect, test } from '@playwright/test';
import { apiAs, logInByApi, logInThroughPage, signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { pngOfSize, TINY_PNG } from '../../support/images.js';

test('a viewer creates a channel, edits and publishes it; another user follows it; the host removes them', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people, an upload and a dozen saves: over a minute when another test's browsers share the cores.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const hostEmail = uniqueEmail('newhost');
  await signUpByApi(baseURL!, { email: hostEmail, password: 'host-password' });

  // Another host already owns the slug we will try to take.
  const rivalEmail = uniqueEmail('rival');
  await signUpByApi(baseURL!, { email: rivalEmail, password: 'rival-password', role: 'host', workspace_name: `Rival ${stamp}` });

  await logInThroughPage(page, hostEmail, 'host-password');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/channel/create-channel');
  await page.getByLabel('Channel name').fill('abc');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Channel name must be at least 5 characters')).toBeVisible();
  await page.getByLabel('Channel name').fill(`Market Talk ${stamp}`);
  await page.getByLabel('Default language').selectOption('yue-Hant-HK');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/channel/markettalk${stamp}/dashboard$`));
  await expect(page.getByText(`Welcome to Market Talk ${stamp}`)).toBeVisible();
  await expect(page.getByTestId('publish-reminder')).toBeVisible();
  // The reminder's button publishes the channel there and then.
  await page.getByRole('button', { name: 'Publish channel' }).click();
  await expect(page.getByText('Your channel is public now: everyone can find and follow it.')).toBeVisible();
  await expect(page.getByTestId('publish-reminder')).toHaveCount(0);

  await page.goto('/channel/edit');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(page.getByLabel('Host email')).toHaveValue(hostEmail);
  await expect(save).toBeDisabled();
  await page.getByLabel('Slug').fill('bad slug!');
  await save.click();
  await expect(page.getByText('Slug only accept number, alphabet')).toBeVisible();
  await page.getByLabel('Slug').fill(`rival${stamp}`);
  await save.click();
  await expect(page.getByText('Slug is existed, try another one.')).toBeVisible();

  await page.getByTestId('logo-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: pngOfSize(300 * 1024) });
  await expect(page.getByText('The file is too large.')).toBeVisible();
  await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Logo updated.')).toBeVisible();

  // Enter takes the keyword suggested for what was typed, instead of making a new one of the fragment.
  expect((await page.request.post('/api/keywords', { data: { keyword: `wealth${stamp}` } })).ok()).toBe(true);
  // The suggestions arrive late, as on a slow connection: text typed before them would leave none picked for Enter.
  await page.route('**/api/keywords', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.reload();
  const keywordsField = page.getByRole('textbox', { name: 'Keywords' });
  await keywordsField.fill(`ealth${stamp}`);
  // As a person would, once the suggestion shows.
  await expect(page.getByRole('option', { name: `wealth${stamp}` })).toBeVisible();
  await keywordsField.press('Enter');
  await expect(page.locator('.mantine-TagsInput-pill', { hasText: `wealth${stamp}` })).toBeVisible();
  await expect(keywordsField).toHaveAttribute('maxlength', '50');

  const slug = `mt${stamp}`;
  await page.getByLabel('Slug').fill(slug);
  await expect(page.getByLabel('Public')).toBeChecked();
  await save.click();
  await expect(page.getByText('Channel saved.')).toBeVisible();

  const fanEmail = uniqueEmail('fan');
  await signUpByApi(baseURL!, { email: fanEmail, password: 'fan-password' });
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await fan.goto(`/channel/${slug}`);
  await expect(fan.getByRole('heading', { name: `Market Talk ${stamp}` }).first()).toBeVisible();
  // A new channel shows one friendly note instead of empty sections, and nothing to subscribe to.
  await expect(fan.getByText('Just getting started')).toBeVisible();
  await expect(fan.getByText('No live events yet')).toHaveCount(0);
  await expect(fan.getByRole('link', { name: 'Subscribe' })).toHaveCount(0);
  await fan.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(fan).toHaveURL(/\/login\?redirect_url=/);
  await fan.getByLabel('Email').fill(fanEmail);
  await fan.getByLabel('Password', { exact: true }).fill('fan-password');
  await fan.getByRole('button', { name: 'Log in' }).click();
  await expect(fan).toHaveURL(new RegExp(`/channel/${slug}`));
  // By keyboard: the button keeps focus through the request, so Space can undo it straight away.
  await fan.getByRole('button', { name: 'Follow', exact: true }).focus();
  await fan.keyboard.press('Space');
  await expect(fan.getByText('followed', { exact: true })).toBeVisible();
  await expect(fan.getByRole('button', { name: 'Unfollow' })).toBeFocused();
  // The browse page lists it under Following (the list is paged from the fan's session standing).
  await fan.goto('/channel/browse');
  const following = fan.locator('section').filter({ has: fan.getByRole('heading', { name: 'Following', exact: true }) });
  await expect(following.getByText(`Market Talk ${stamp}`, { exact: true })).toBeVisible();
  await expect(following.getByText('You are not following any channels yet.')).toHaveCount(0);

  await page.goto('/channel/users');
  const row = page.getByTestId('follower-row').filter({ hasText: fanEmail });
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: `Remove ${fanEmail}` }).click();
  // Asked once more, naming who goes.
  const removeDialog = page.getByRole('dialog', { name: 'Remove this follower?' });
  await expect(removeDialog).toContainText(fanEmail);
  await removeDialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(row).toHaveCount(0);

  const fanApi = await apiAs(baseURL!, fanEmail, 'fan-password');
  const detail = await (await fanApi.get(`/api/workspaces/${slug}`)).json();
  expect(detail.my_role).toBe('none');
  await fanApi.dispose();
  await fanContext.close();
});

test('the host does not see a follow button on their own channel', async ({ page, baseURL }) => {
  const email = uniqueEmail('ownhost');
  const stamp = Date.now().toString(36);
  await signUpByApi(baseURL!, { email, password: 'own-password', role: 'host', workspace_name: `Own Channel ${stamp}` });
  await logInByApi(page, email, 'own-password');
  await page.goto(`/channel/ownchannel${stamp}`);
  await expect(page.getByRole('heading', { name: `Own Channel ${stamp}` }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
});
