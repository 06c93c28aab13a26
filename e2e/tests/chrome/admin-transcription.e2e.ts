import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config.js';
import { logInByApi } from '../../support/accounts.js';

const sectionTitled = (page: Page, title: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: title }) });

test('an admin reads which engine transcribes each spoken language, and why Cantonese gets no transcript, in both languages', async ({
  page,
}) => {
  await logInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/dashboard');
  const section = sectionTitled(page, 'Transcription');
  // The test server has Debian's pocketsphinx and no whisper model.
  await expect(section.getByRole('row', { name: /English \(US\)/ })).toContainText('pocketsphinx');
  await expect(section.getByRole('row', { name: /English \(US\)/ })).toContainText('en-us');
  await expect(section.getByRole('row', { name: /Cantonese/ })).toContainText(
    'None: recordings in this language get chunks from pauses and scene changes',
  );
  await expect(section.getByText('npm run models -- whisper large-v3', { exact: false })).toBeVisible();

  await page.getByTestId('language-switch').getByText('繁').click();
  const chinese = sectionTitled(page, '語音轉錄');
  await expect(chinese.getByRole('row', { name: /廣東話/ })).toContainText('沒有：此語言的錄影只會按停頓及場景轉換分段');
  await expect(chinese.getByText('npm run models -- whisper large-v3', { exact: false })).toBeVisible();
});
