import { answerSessionLocked, expect, expectAccessible, signIn, test } from './fixtures.ts';

test('a 423 SESSION_LOCKED sends the customer to unlock-session and back where they were', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/statement');
  await expect(page.getByRole('heading', { name: 'Account Statement', level: 1 })).toBeVisible();

  // The server locks idle sessions; here one call answers as a locked session would.
  await answerSessionLocked(page, '**/api/notification-service/instant-notification/stream');
  await page.goto('/transaction-history');
  await expect(page).toHaveURL('/unlock-session?redirectURL=%2Ftransaction-history');
  await expect(page.getByRole('heading', { name: 'Unlock your session' })).toBeVisible();
  await expectAccessible(page);

  await page.context().unroute('**/api/notification-service/instant-notification/stream');
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page).toHaveURL('/transaction-history');
  await expect(page.getByRole('heading', { name: 'Transaction History', level: 1 })).toBeVisible();
});
