import { expect, test } from '@playwright/test';
import { latestMailTo, linkIn, logInByApi, logInThroughPage, signUpByApi, uniqueEmail } from '../../support/accounts.js';

test('a host invites someone by email, who sets a password through the link once', async ({ page, browser, baseURL }) => {
  const hostEmail = uniqueEmail('inviter');
  await signUpByApi(baseURL!, { email: hostEmail, password: 'inviter-pass', role: 'host', workspace_name: 'Private Study Club' });
  await logInByApi(page, hostEmail, 'inviter-pass');
  await page.goto('/channel/users');
  const invitee = uniqueEmail('invitee');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await page.getByLabel('Email').fill(invitee);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();

  const mail = await latestMailTo(baseURL!, invitee, /Invitation to/);
  const link = new URL(linkIn(mail.text, '/invite/'));
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(link.pathname + link.search);
  // The private channel is named, though the guest cannot open it yet.
  await expect(guest.getByText(`You have been invited to join Private Study Club as ${invitee}.`, { exact: false })).toBeVisible();
  await guest.getByRole('button', { name: 'Set up my account' }).click();
  await expect(guest.getByLabel('Email')).toHaveValue(invitee);
  const submit = guest.getByRole('button', { name: 'Create account' });
  await guest.getByLabel('First name').fill('Ivy');
  await guest.getByLabel('Last name').fill('Ho');
  await guest.getByLabel('Password', { exact: true }).fill('invitee-pass');
  await guest.getByLabel('Confirm password').fill('invitee-pazz');
  await expect(guest.getByText('Your passwords do not match. Please try again.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await guest.getByLabel('Confirm password').fill('invitee-pass');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(guest).toHaveURL(/\/login/);
  await expect(guest.getByLabel('Email')).toHaveValue(invitee);
  await logInThroughPage(guest, invitee, 'invitee-pass');
  await expect(guest).toHaveURL(/\/$/);

  await guest.goto(link.pathname + link.search);
  await expect(guest.getByText('This link is already expired or password has been set.')).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'This invitation can no longer be used' })).toBeVisible();
  await guestContext.close();
});

test('someone who already has an account logs in and accepts; nothing changes before they do', async ({ page, browser, baseURL }) => {
  const hostEmail = uniqueEmail('inviter');
  await signUpByApi(baseURL!, { email: hostEmail, password: 'inviter-pass', role: 'host', workspace_name: 'Members Club' });
  const member = uniqueEmail('member');
  await signUpByApi(baseURL!, { email: member, password: 'member-pass' });
  await logInByApi(page, hostEmail, 'inviter-pass');
  await page.goto('/channel/users');
  await page.getByLabel('Email').fill(member);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`Invitation sent to ${member}.`)).toBeVisible();

  const mail = await latestMailTo(baseURL!, member, /Invitation to/);
  const link = new URL(linkIn(mail.text, '/invite/'));
  const memberContext = await browser.newContext();
  const invited = await memberContext.newPage();
  await invited.goto(link.pathname + link.search);
  await invited.getByRole('link', { name: 'Log in to accept' }).click();
  await invited.getByLabel('Email').fill(member);
  await invited.getByLabel('Password', { exact: true }).fill('member-pass');
  await invited.getByRole('button', { name: 'Log in' }).click();
  await expect(invited.getByText(`You have been invited to follow Members Club as ${member}.`)).toBeVisible();
  await invited.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invited.getByText('Invitation accepted. You now follow this channel.')).toBeVisible();
  await expect(invited).toHaveURL(/\/channel\//);
  await memberContext.close();
});
