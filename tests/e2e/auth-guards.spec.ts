import { expect, expectAccessible, signIn, signInThroughForm, test } from './fixtures.ts';

test('a guest asking for the dashboard signs in first and then lands on it', async ({ page, customer }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/sign-in?redirectURL=%2Fdashboard');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /^E-mail/ }).fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a signed-in customer visiting sign-in goes to the dashboard', async ({ page, customer }) => {
  await signIn(page, customer);
  await page.goto('/sign-in');
  await expect(page).toHaveURL('/dashboard');
});

for (const target of ['https://evil.example', '//evil.example', '/\\evil.example']) {
  test(`sign-in ignores a redirectURL of ${target} and stays in the app`, async ({ page, customer }) => {
    await signInThroughForm(page, customer, `/sign-in?redirectURL=${encodeURIComponent(target)}`);
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
    await expect(page).toHaveURL('/dashboard');
  });
}

test('the empty path goes to sign-in and signed-in-redirect to example', async ({ page, customer }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/sign-in');
  await signIn(page, customer);
  await page.goto('/signed-in-redirect');
  await expect(page).toHaveURL('/example');
  await expect(page.getByRole('heading', { name: 'Welcome to Taka', level: 1 })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/errors/error-404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});
