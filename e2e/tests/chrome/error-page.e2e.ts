import { expect, test } from '@playwright/test';

test('the error page shows the code and message, with a way home except for 500', async ({ page }) => {
  await page.goto('/errors/403?message=You%20may%20not%20see%20this');
  await expect(page.getByTestId('error-code')).toHaveText('403');
  await expect(page.getByText('You may not see this')).toBeVisible();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/errors');
  await expect(page.getByTestId('error-code')).toHaveText('404');
  await expect(page.getByText('Whoops, something went wrong!')).toBeVisible();

  await page.goto('/errors/500');
  await expect(page.getByTestId('error-code')).toHaveText('500');
  await expect(page.getByRole('link', { name: 'Take me home' })).toHaveCount(0);
});
