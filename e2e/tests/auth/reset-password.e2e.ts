import { expect, test } from '@playwright/test';
import { latestMailTo, linkIn, logInThroughPage, signUpByApi, uniqueEmail } from '../../support/accounts.js';

test('a forgotten password is reset through the emailed link, which works once', async ({ page, baseURL }) => {
  const email = uniqueEmail('forgetful');
  await signUpByApi(baseURL!, { email, password: 'old-password-1' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login page has an Email field too: wait for the next page before typing.
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this email address')).toBeVisible();

  const mail = await latestMailTo(baseURL!, email, /Reset your password/);
  expect(mail.subject).toContain('Reset your password');
  const link = new URL(linkIn(mail.text, '/reset-password?id='));
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('new-password-1');
  await page.getByLabel('Confirm new password').fill('new-password-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await logInThroughPage(page, email, 'old-password-1');
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await logInThroughPage(page, email, 'new-password-1');
  await expect(page).toHaveURL(/\/$/);

  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('third-password');
  await page.getByLabel('Confirm new password').fill('third-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This reset link has expired or has already been used.')).toBeVisible();
});
