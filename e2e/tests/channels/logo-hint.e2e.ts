import { expect, test, type Page } from '@playwright/test';
import { logInByApi, signUpByApi, uniqueEmail } from '../../support/accounts.js';

/** The preview is a circle when its corners are rounded by half its side. */
async function expectRound(page: Page) {
  const preview = page.getByTestId('logo-preview');
  await expect(preview).toBeVisible();
  const { width, height, radius } = await preview.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { width: box.width, height: box.height, radius: parseFloat(getComputedStyle(element).borderTopLeftRadius) };
  });
  expect(width).toBe(height);
  expect(radius).toBeGreaterThanOrEqual(width / 2);
}

test('the logo upload asks for a square image, as the logo is shown in a circle, in English and in Chinese', async ({ page, baseURL }) => {
  const email = uniqueEmail('logohost');
  await signUpByApi(baseURL!, { email, password: 'host-password', role: 'host', workspace_name: `Round Logo ${Date.now().toString(36)}` });
  await logInByApi(page, email, 'host-password');
  await page.goto('/channel/edit');

  await expect(page.getByText('Shown in a circle: use a square image, 512 × 512 px or larger, smaller than 256 KB.')).toBeVisible();
  await expect(page.getByText(/16:9/)).toHaveCount(0);
  await expectRound(page);

  await page.getByTestId('language-switch').getByText('繁').click();
  await expect(page.getByText('標誌會以圓形顯示：請使用正方形圖片，最少 512 × 512 像素，檔案須小於 256 KB。')).toBeVisible();
  await expectRound(page);
});
