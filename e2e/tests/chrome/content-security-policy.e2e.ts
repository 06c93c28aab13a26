import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config.js';
import { logInByApi, logInThroughPage, signUpByApi, uniqueEmail } from '../../support/accounts.js';
import { TINY_PNG } from '../../support/images.js';

/** Chromium reports every blocked script, style, image or frame as a console error naming the policy. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('the pages a host and an admin use run under the content security policy without a violation', async ({ page, browser, baseURL }) => {
  const violations = cspViolations(page);
  const stamp = Date.now().toString(36);
  const hostEmail = uniqueEmail('csphost');
  await signUpByApi(baseURL!, { email: hostEmail, password: 'host-password', role: 'host', workspace_name: `Policy Watch ${stamp}` });

  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await logInThroughPage(page, hostEmail, 'host-password');
  await expect(page).toHaveURL(/\/webinar\/manage$/);

  await page.goto('/channel/edit');
  await expect(page.getByLabel('Host email')).toHaveValue(hostEmail);
  await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Logo updated.')).toBeVisible();
  await page.getByLabel('Public').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Channel saved.')).toBeVisible();
  await page.goto('/channel/browse');
  await expect(page.getByText(`Policy Watch ${stamp}`).first()).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminViolations = cspViolations(admin);
  await logInByApi(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/api/docs');
  // Swagger UI draws the document in the page: seconds on two cores shared with the live-room tests' encoders.
  await expect(admin.getByText('Chunks platform API').first()).toBeVisible({ timeout: 30_000 });
  await adminContext.close();

  expect([...violations, ...adminViolations]).toEqual([]);
});
