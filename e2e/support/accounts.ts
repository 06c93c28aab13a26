import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config.js';

let counter = 0;
/** Addresses unique across workers and runs, so tests never share an account. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Date.now()}@e2e.test`;
}

export async function apiAs(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const login = await context.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

export async function signUpByApi(baseURL: string, body: Record<string, unknown>): Promise<void> {
  const context = await request.newContext({ baseURL });
  const response = await context.post('/api/signup', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  await context.dispose();
}

/**
 * The newest email to this address whose subject matches, read from the outbox as an admin reads it. Mail is
 * sent by a background job, so it is waited for.
 */
export async function latestMailTo(baseURL: string, to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  const admin = await apiAs(baseURL, ADMIN.email, ADMIN.password);
  let mail: { to: string; subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await admin.get('/api/admin/outbox?limit=100');
        const { results } = (await response.json()) as { results: { to: string; subject: string; text: string }[] };
        mail = results.find((message) => message.to === to && subject.test(message.subject));
        return Boolean(mail);
      },
      { timeout: 20_000, message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  await admin.dispose();
  return mail!;
}

export function linkIn(text: string, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s]*${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no ${pathPrefix} link in: ${text}`);
  return match[0];
}

export async function logInThroughPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Logs the page's browser context in through the API: the page's requests share the context's cookies, so the next
 * page it opens is signed in. For tests about what comes after logging in; the log-in page, its errors and where it
 * lands each role are the auth and role-gate tests' (sign-up-to-logout, reset-password, role-gates). A page load and
 * a landing page fewer per test: Chromium's CPU is what the browser pass waits on.
 */
export async function logInByApi(page: Page, email: string, password: string): Promise<void> {
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
}
