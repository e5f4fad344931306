import { allowConsoleError, codeSentTo, expect, expectAccessible, test } from './fixtures.ts';

test('forgot password, then reset it with the code from the outbox, then sign in', async ({
  page,
  request,
  customer,
}) => {
  const { email } = customer;
  const newPassword = 'NewPass2026';

  await page.goto('/forgot-password');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('we have sent a code')).toBeVisible();
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(`/reset-password?email=${encodeURIComponent(email)}`);

  const code = await codeSentTo(
    request,
    customer.mobileNumber,
    (message) => message.purpose === 'reset-password',
  );

  await page.getByRole('textbox', { name: /^Code/ }).fill(code);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm password/).fill('mismatch1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel(/^Confirm password/).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('wrong credentials are explained in words', async ({ page }) => {
  // A 401 from sign-in is a form error, not an ended session.
  allowConsoleError(page, /status of 401/);
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('nobody@demo.taka');
  await page.getByLabel(/^Password/).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  await expect(page).toHaveURL('/sign-in');
});
