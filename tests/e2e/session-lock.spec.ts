import { allowConsoleError, expect, expectAccessible, signIn, test } from './fixtures.ts';

test('a 423 SESSION_LOCKED sends the customer to unlock-session and back where they were', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/statement');
  await expect(page.getByRole('heading', { name: 'Account Statement', level: 1 })).toBeVisible();

  // The server locks idle sessions; here one call answers as a locked session would.
  allowConsoleError(page, /status of 423/);
  await page.context().route('**/api/common/user', (route) =>
    route.fulfill({
      status: 423,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 423, code: 'SESSION_LOCKED', message: 'The session is locked.' }),
    }),
  );
  await page.goto('/transaction-history');
  await expect(page).toHaveURL('/unlock-session?redirectURL=%2Ftransaction-history');
  await expect(page.getByRole('heading', { name: 'Unlock your session' })).toBeVisible();
  await expectAccessible(page);

  await page.context().unroute('**/api/common/user');
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL('/transaction-history');
  await expect(page.getByRole('heading', { name: 'Transaction History', level: 1 })).toBeVisible();
});
