import type { Page } from '@playwright/test';
import { allowConsoleError, expect, expectAccessible, test, type Credentials } from './fixtures.ts';

const NEW_PASSWORD = 'Changed#2027';

async function changeCredentials(page: Page, current: Credentials, newPassword: string) {
  await page.goto('/change-username-password');
  await page.getByRole('textbox', { name: /^Current e-mail/ }).fill(current.email);
  await page.getByLabel(/^Current password/).fill(current.password);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm password/).fill(newPassword);
  await page.getByRole('button', { name: 'Save changes' }).click();
}

test('a guest changes the password with the current one and signs in with the new one', async ({
  page,
  customer,
}) => {
  allowConsoleError(page, /status of 401 .*change-username-password/);
  await changeCredentials(page, { ...customer, password: 'Wrong#2026' }, NEW_PASSWORD);
  await expect(page.getByRole('alert')).toContainText(/incorrect/i);

  await changeCredentials(page, customer, NEW_PASSWORD);
  await expect(page.getByText('Your sign-in details have been changed.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(customer.email);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
