import { expect, test } from '@playwright/test';

test('the language switch turns every screen to Chinese and is remembered', async ({ page }) => {
  // The first page of a visit: on the home page the back arrow would lead nowhere, elsewhere it leads home.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Live and upcoming' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back', exact: true })).toHaveCount(0);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Go back', exact: true })).toBeVisible();
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

test.describe('a visitor on a phone whose browser prefers Hong Kong Chinese', () => {
  test.use({
    locale: 'zh-HK',
    extraHTTPHeaders: { 'accept-language': 'zh-HK,zh;q=0.9' },
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  test('sees Chinese on the first visit, and no back arrow on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '直播及即將開始' })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回', exact: true })).toHaveCount(0);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
  });
});

test('the login page follows its locale parameter', async ({ page }) => {
  await page.goto('/login?locale=zh_HK');
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
});
