import type { Page } from '@playwright/test';
import { expect, test, untilStill } from './fixtures.ts';

/** Whether MUI's script (its chunk) was asked for, and how many elements of the page MUI drew (its class names). */
async function muiIn(page: Page, requested: string[]) {
  return {
    script: requested.some((url) => /\/assets\/mui-[\w-]+\.js$/.test(url)),
    drawn: await page.locator('[class*="Mui"]').count(),
  };
}

test('the sign-in page works without MUI, which comes with the next page (decision 047)', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/sign-in');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toBeFocused();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(email).toBeFocused();
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await untilStill(page);
  expect(await muiIn(page, requested)).toEqual({ script: false, drawn: 0 });

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  const withMui = await muiIn(page, requested);
  expect(withMui.script).toBe(true);
  expect(withMui.drawn).toBeGreaterThan(0);
});
