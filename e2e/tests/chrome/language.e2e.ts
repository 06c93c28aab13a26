import { expect, test } from '@playwright/test';

test('the language switch turns every screen to Chinese and is remembered', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByTestId('language-switch').getByText('繁').click();
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
  await page.goto('/sign-up');
  await page.getByRole('button', { name: '註冊' }).click();
  await expect(page.getByText('此欄不能留空').first()).toBeVisible();
  // A Chinese name is written family name first, so the form asks for 姓氏 before 名字.
  await expect(page.locator('label').filter({ hasText: /^(姓氏|名字)/ })).toHaveText([/^姓氏/, /^名字/]);
  await page.getByTestId('language-switch').getByText('EN').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await expect(page.locator('label').filter({ hasText: /^(First|Last) name/ })).toHaveText([/^First name/, /^Last name/]);
});

test.describe('a visitor whose browser prefers Hong Kong Chinese', () => {
  test.use({ locale: 'zh-HK', extraHTTPHeaders: { 'accept-language': 'zh-HK,zh;q=0.9' } });
  test('sees Chinese on the first visit', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
  });
});

test('the login page follows its locale parameter', async ({ page }) => {
  await page.goto('/login?locale=zh_HK');
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
});
