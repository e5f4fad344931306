import type { Browser, Page } from '@playwright/test';
import type { TestCustomer } from '@taka/contracts';
import {
  allowConsoleError,
  appStarted,
  expect,
  expectAccessible,
  SHELL_START_MS,
  signIn,
  test,
} from './fixtures.ts';

/**
 * The reasons for a forced sign-out: a customer signed out by something other than their own sign-out in the page
 * they are looking at lands on sign-in told why (another tab's sign-out, a password change, a session ended from
 * settings), and signing in again brings them back where they were.
 */

const NEW_PASSWORD = 'Fresh-start#2027';
const notice = (page: Page) => page.getByRole('alert');
const emailField = (page: Page) => page.getByRole('textbox', { name: /^E-mail/ });

/** Marks the loaded page, so that a reload (which would forget the mark) fails the test. */
async function markPage(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-test-loaded-once', 'yes'));
}

/** The same customer signed in on another device (a browser context of its own) at `path`. */
async function anotherDevice(browser: Browser, customer: TestCustomer, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, customer, path);
  return { page, close: () => context.close() };
}

test('a sign-out in one tab sends the other tabs to sign-in at once, saying so', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/statement');
  const tab = await page.context().newPage();
  await tab.goto('/dashboard');
  await appStarted(tab);
  await markPage(page);

  await tab.getByRole('button', { name: 'User menu' }).click();
  await tab.getByRole('menuitem', { name: 'Sign out' }).click();
  await tab.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Yes' }).click();
  // the tab that signed out says nothing more than its sign-in page
  await expect(tab).toHaveURL('/sign-in');
  await expect(notice(tab)).toHaveCount(0);

  // the other tab heard it from the browser's storage, without a request or a reload of its own
  await expect(page).toHaveURL('/sign-in?signedOut=elsewhere&redirectURL=%2Fstatement');
  await expect(page.locator('html')).toHaveAttribute('data-test-loaded-once', 'yes');
  const reason = 'You were signed out because you signed out in another tab or window.';
  await expect(notice(page)).toHaveText(reason);
  await expect(emailField(page)).toBeFocused();
  await expect(emailField(page)).toHaveAccessibleDescription(reason);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /^E-mail/ }).fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/statement');
});

test('a password changed on another device signs this one out, and its sign-in page says why', async ({
  page,
  customer,
  browser,
}) => {
  allowConsoleError(page, /status of 401/);
  await signIn(page, customer, '/dashboard');
  const other = await anotherDevice(browser, customer, '/settings/change-login-password');
  try {
    await other.page.getByLabel(/^Current password/).fill(customer.password);
    await other.page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await other.page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await other.page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      other.page.getByText('Your password is changed. Your other devices are signed out.'),
    ).toBeVisible();
  } finally {
    await other.close();
  }

  // the page's next request is refused with the reason: its notification stream's reconnection, without a click
  await expect(page).toHaveURL('/sign-in?signedOut=password-changed&redirectURL=%2Fdashboard', {
    timeout: SHELL_START_MS,
  });
  await expect(notice(page)).toHaveText(
    'You were signed out because your password was changed. Sign in with the new password.',
  );
  await expectAccessible(page);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(customer.email);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

test("a session ended from another device's settings is told so, in the customer's language", async ({
  page,
  customer,
  browser,
}) => {
  allowConsoleError(page, /status of 401/);
  await signIn(page, customer, '/statement');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  const other = await anotherDevice(browser, customer, '/settings');
  try {
    const sessions = other.page.getByRole('list', { name: 'Active sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await sessions.getByRole('button', { name: /^Sign out / }).click();
    await other.page
      .getByRole('dialog', { name: 'Sign out this device?' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
  } finally {
    await other.close();
  }

  // no action of the customer's: the notification stream ends with the session, and its reconnection is refused
  await expect(page).toHaveURL('/sign-in?signedOut=revoked&redirectURL=%2Fstatement', {
    timeout: SHELL_START_MS,
  });
  await expect(notice(page)).toHaveText(
    'Bu oturum ayarlarınızdan sonlandırıldığı için oturumunuz kapatıldı.',
  );
  await expectAccessible(page);
});

test('a guest opening sign-in with a reason it does not know sees no notice', async ({ page }) => {
  await page.goto('/sign-in?signedOut=hacked');
  await expect(emailField(page)).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});
