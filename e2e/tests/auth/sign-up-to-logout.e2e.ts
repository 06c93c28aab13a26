import { expect, test } from '@playwright/test';
import { logInThroughPage, uniqueEmail } from '../../support/accounts.js';

test('a viewer signs up, logs in, updates the profile and logs out', async ({ page }) => {
  const email = uniqueEmail('viewer');
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This field cannot be empty').first()).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be ≥ 8 characters')).toBeVisible();
  await expect(page.getByText('Password must be the same')).toBeVisible();

  await page.getByLabel('First name').fill('Mei');
  await page.getByLabel('Last name').fill('Chan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('mei-password-1');
  await page.getByLabel('Confirm password').fill('mei-password-1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await logInThroughPage(page, email, 'mei-password-1');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const personal = page.locator('section', { has: page.getByRole('heading', { name: 'Personal information' }) });
  await expect(personal.getByLabel('Email')).toHaveValue(email);
  await expect(personal.getByLabel('Email')).not.toBeEditable();
  // An untouched form has nothing to send.
  await expect(personal.getByRole('button', { name: 'Update' })).toBeDisabled();
  const bank = page.locator('section', { has: page.getByRole('heading', { name: 'Bank account' }) });
  await expect(bank.getByRole('button', { name: 'Update' })).toBeDisabled();
  await personal.getByLabel('Display name').fill('Mei the viewer');
  await personal.getByLabel('Current password').fill('mei-password-1');
  await personal.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('To change your password, enter both your current password and a new password.')).toBeVisible();
  await personal.getByLabel('Current password').fill('');
  await personal.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile updated.')).toBeVisible();
  await page.reload();
  await expect(personal.getByLabel('Display name')).toHaveValue('Mei the viewer');

  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login\?redirect_url=%2Faccount%2Fprofile/);
});

test("sign-up shows a taken email, a new creator's login leads to their channel's dashboard, and later ones to webinar management", async ({
  page,
}) => {
  const email = uniqueEmail('creator');
  await page.goto('/creator-sign-up?referral_code=');
  await page.getByLabel('Channel name').fill('abc');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('creator-pass-1');
  await page.getByLabel('Confirm password').fill('creator-pass-1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Channel name must be at least 5 characters')).toBeVisible();
  await page.getByLabel('Channel name').fill('Creator Corner');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible();
  // One password away from the new channel: the login has the address, and leads to the channel's dashboard.
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('creator-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/channel\/[0-9a-f-]{36}\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Creator Corner' })).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('creator-pass-1');
  await page.getByLabel('Confirm password').fill('creator-pass-1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Email address is already registered')).toBeVisible();

  await logInThroughPage(page, email, 'creator-pass-1');
  await expect(page).toHaveURL(/\/webinar\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage webinars' })).toBeVisible();
});

test('a referral link pre-fills the code and the new user is credited to the referrer', async ({ page }) => {
  const referrerEmail = uniqueEmail('referrer');
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(referrerEmail);
  await page.getByLabel('Password', { exact: true }).fill('referrer-pass');
  await page.getByLabel('Confirm password').fill('referrer-pass');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible();
  await logInThroughPage(page, referrerEmail, 'referrer-pass');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/profile');
  const code = (await page.getByTestId('my-referral-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  // Nothing typed, nothing to send: Update waits for a code.
  const ownReferral = page.locator('section', { has: page.getByRole('heading', { name: 'Referral' }) });
  await expect(ownReferral.getByRole('button', { name: 'Update' })).toBeDisabled();
  await ownReferral.getByLabel("Referrer's referral code").fill('ABCD1234');
  await expect(ownReferral.getByRole('button', { name: 'Update' })).toBeEnabled();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/sign-up?referral_code=${code}`);
  await expect(page.getByLabel('Referral code')).toHaveValue(code);
  const refereeEmail = uniqueEmail('referee');
  await page.getByLabel('Email').fill(refereeEmail);
  await page.getByLabel('Password', { exact: true }).fill('referee-pass1');
  await page.getByLabel('Confirm password').fill('referee-pass1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible();
  await logInThroughPage(page, refereeEmail, 'referee-pass1');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/profile');
  const referral = page.locator('section', { has: page.getByRole('heading', { name: 'Referral' }) });
  await expect(referral.getByLabel("Referrer's referral code")).toHaveValue(code);
  // Given once, the code cannot be changed, and stays readable.
  await expect(referral.getByLabel("Referrer's referral code")).toHaveAttribute('readonly', '');
  await expect(referral.getByRole('button', { name: 'Update' })).toBeDisabled();
});
