import { expect, test } from '@playwright/test';
import { ADMIN } from '../../playwright.config.js';
import { logInThroughPage, signUpByApi, uniqueEmail } from '../../support/accounts.js';

test('a guest is sent to login with a return path and comes back after logging in', async ({ page, baseURL }) => {
  const email = uniqueEmail('gated');
  await signUpByApi(baseURL!, { email, password: 'gated-password' });
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login\?redirect_url=%2Faccount%2Fprofile/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('gated-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
});

test('a guest sent to login who signs up instead comes back to the page they wanted after logging in', async ({ page }) => {
  await page.goto('/account/profile');
  await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  await expect(page).toHaveURL(/\/sign-up\?source_redirect_url=%2Faccount%2Fprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  // Its way back to the login keeps the return path too.
  await expect(page.getByRole('link', { name: 'Already have an account? Log in' })).toHaveAttribute(
    'href',
    '/login?redirect_url=%2Faccount%2Fprofile',
  );
  const email = uniqueEmail('newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('newcomer-password');
  await page.getByLabel('Confirm password').fill('newcomer-password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.getByLabel('Password', { exact: true }).fill('newcomer-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
});

test('a viewer opening the admin centre goes home; an admin lands there and reads the outbox', async ({ page, baseURL }) => {
  const email = uniqueEmail('nosy');
  await signUpByApi(baseURL!, { email, password: 'nosy-password' });
  await logInThroughPage(page, email, 'nosy-password');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Admin centre' })).toHaveCount(0);

  await page.goto('/logout');
  // Logging out takes a request; the page leaves /logout only once the server has ended the session.
  await expect(page).toHaveURL(/\/$/);
  await logInThroughPage(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The word filter says what is wrong before saving, and asks before an empty list turns it off (nothing is saved).
  const wordList = page.getByLabel('Offensive words');
  await expect(wordList).not.toHaveValue('');
  const shipped = await wordList.inputValue();
  await wordList.fill(`${shipped}\n${'x'.repeat(51)}`);
  await expect(page.getByText(/An entry holds at most 50 characters: line \d+ is longer\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save list' })).toBeDisabled();
  await wordList.fill('');
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByText('An empty list turns the word filter off in every forum.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save the empty list' })).toBeVisible();
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  // A page past the end (an old link) goes back to the last page with messages, not to "nothing sent yet".
  await page.goto('/admin/outbox?page=999');
  await expect(page).toHaveURL(/\/admin\/outbox\?page=\d{1,2}$/);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText('No messages have been sent yet.')).toHaveCount(0);
});

test('unknown paths go home and logout honours post_logout_redirect_uri', async ({ page, baseURL }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  const email = uniqueEmail('leaver');
  await signUpByApi(baseURL!, { email, password: 'leaver-password' });
  await logInThroughPage(page, email, 'leaver-password');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/logout?post_logout_redirect_uri=%2Fsign-up');
  await expect(page).toHaveURL(/\/sign-up$/);
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
});

test('a signed-in user opening sign-up is logged out and stays on sign-up', async ({ page, baseURL }) => {
  const email = uniqueEmail('returning');
  await signUpByApi(baseURL!, { email, password: 'returning-pass' });
  await logInThroughPage(page, email, 'returning-pass');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401);
  await expect(page).toHaveURL(/\/sign-up$/);
});
