import type { Page } from '@playwright/test';
import { allowConsoleError, expect, expectAccessible, test } from './fixtures.ts';

// Karim's credentials: no other browser test signs in as him, so changing them here cannot disturb another test.
const KARIM = { email: 'karim@demo.taka', password: 'Taka#2026' };
const NEW_PASSWORD = 'Karim#2027';

async function changeCredentials(
  page: Page,
  current: { email: string; password: string },
  newPassword: string,
) {
  await page.goto('/change-username-password');
  await page.getByRole('textbox', { name: /^Current e-mail/ }).fill(current.email);
  await page.getByLabel(/^Current password/).fill(current.password);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm password/).fill(newPassword);
  await page.getByRole('button', { name: 'Save changes' }).click();
}

test('a guest changes the password with the current one and signs in with the new one', async ({ page }) => {
  allowConsoleError(page, /status of 401 .*change-username-password/);
  await changeCredentials(page, { ...KARIM, password: 'Wrong#2026' }, NEW_PASSWORD);
  await expect(page.getByRole('alert')).toContainText(/incorrect/i);

  await changeCredentials(page, KARIM, NEW_PASSWORD);
  await expect(page.getByText('Your sign-in details have been changed.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(KARIM.email);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Put the seeded password back for later runs against the same server.
  const restored = await page.request.post('/api/auth/change-username-password', {
    data: { email: KARIM.email, currentPassword: NEW_PASSWORD, newPassword: KARIM.password },
  });
  expect(restored.status()).toBe(200);
});
