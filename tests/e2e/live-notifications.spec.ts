import type { Page } from '@playwright/test';
import { expect, expectAccessible, newCustomer, signIn, test } from './fixtures.ts';
import { accountNumber, dashboardLedgerBalance, transferThroughApi } from './money-helpers.ts';

/**
 * Live notifications (decision 025): money sent to the signed-in customer from elsewhere shows at once, without a
 * reload or polling: the bell's count rises and a toast says what came in, in the language on screen.
 */

/** Marks the loaded page, so that a reload (which would forget the mark) fails the test. */
async function markPage(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-test-loaded-once', 'yes'));
}
const expectSamePage = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-test-loaded-once', 'yes');

/**
 * Signs in and waits for the notification stream to be open: it opens just after the shell is drawn, and money that
 * arrives before it shows no toast (a full run under load once sent it in between).
 */
async function signInWithStream(page: Page, who: Parameters<typeof signIn>[1]) {
  const streamOpen = page.waitForResponse((response) =>
    response.url().endsWith('/api/notification-service/instant-notification/stream'),
  );
  await signIn(page, who);
  await streamOpen;
}

test('money from another customer raises the bell and shows a toast at once', async ({
  page,
  customer,
  request,
}) => {
  const payer = await newCustomer(request);
  const savings = accountNumber(customer, 'savings');
  await signInWithStream(page, customer);
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
  const before = await dashboardLedgerBalance(page, savings);
  await markPage(page);

  const receipt = await transferThroughApi(request, payer, savings, '1234.5');

  const toast = page.getByRole('status').filter({ hasText: 'Money received' });
  await expect(toast).toContainText(`৳1,234.50 from ${receipt.fromAccountName} has arrived in your account.`);
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect.poll(() => dashboardLedgerBalance(page, savings)).toBe(before + 123_450n);
  await expectSamePage(page);
  await expectAccessible(page);

  await transferThroughApi(request, payer, savings, '20');
  await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  await expect(toast).toContainText('৳20.00 from');
  await expectSamePage(page);
});

test('the credit toast speaks the language on screen', async ({ page, customer, request }) => {
  const payer = await newCustomer(request);
  await signInWithStream(page, customer);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await markPage(page);

  const receipt = await transferThroughApi(request, payer, accountNumber(customer, 'current'), '500');

  const toast = page.getByRole('status').filter({ hasText: 'Para geldi' });
  await expect(toast).toContainText(`${receipt.fromAccountName} tarafından gönderilen`);
  await expect(toast).toContainText('hesabınıza ulaştı.');
  await expect(page.getByRole('button', { name: 'Bildirimler, 1 okunmamış' })).toBeVisible();
  await expectSamePage(page);
});
