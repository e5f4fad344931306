import type { Locator } from '@playwright/test';
import {
  allowConsoleError,
  expect,
  expectAccessible,
  newCustomer,
  signIn,
  signInThroughForm,
  test,
  whenStill,
} from './fixtures.ts';
import { accountCard } from './money-helpers.ts';

test('the shell greets the customer and passes axe', async ({ page, customer }) => {
  await signIn(page, customer);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^Good (Morning|Afternoon|Evening)$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Profile' })).toBeVisible();
  await expect(page.getByText('Last Successful Login')).toBeVisible();
  await expectAccessible(page);
});

test('sign out asks first: No keeps the customer signed in, Yes signs out', async ({ page, customer }) => {
  await signIn(page, customer);
  const openSignOut = async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  };

  await openSignOut();
  const dialog = page.getByRole('dialog', { name: 'Sign out' });
  await expect(dialog).toContainText('Do you really want to sign out?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page).toHaveURL('/dashboard');

  await openSignOut();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL('/sign-in');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/sign-in?redirectURL=%2Fdashboard');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the side menu is an overlay that closes after navigating', async ({ page, customer }) => {
    await signIn(page, customer);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu).toBeVisible();
    // An overlay: the menu covers the page instead of pushing it aside.
    await expect(page.locator('.MuiBackdrop-root').first()).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole('link', { name: 'Account Statement' }).click();
    await expect(page).toHaveURL('/statement');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Account Statement', level: 1 })).toBeVisible();
  });

  test('the last successful login and IP are one button away, by keyboard too', async ({
    page,
    customer,
  }) => {
    await signIn(page, customer);
    // They no longer take a row of the top bar of their own: a button in the bar opens them.
    await expect(page.getByText('Last Successful Login')).toBeHidden();
    const button = page.getByRole('button', { name: 'Last login details' });
    await button.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Last login details' });
    await expect(details.getByText('Last Successful Login')).toBeVisible();
    await expect(details.getByText('IP', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test('the default avatar replaces a profile picture that fails to load', async ({ page, customer }) => {
  allowConsoleError(page, /Failed to load resource: the server responded with a status of 404/);
  // The demo layer's service worker fetches on the page's behalf; only the context sees those requests.
  await page
    .context()
    .route('**/api/media/avatars/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await signIn(page, customer);
  const picture = page.getByRole('img', { name: 'Profile picture' });
  await expect(picture).toHaveAttribute('src', '/images/avatar-default.svg');
  await expect(picture).toHaveAttribute('data-default-avatar', 'true');
});

test('a customer who signs in after another in the same tab sees only their own data', async ({
  page,
  customer,
  request,
}) => {
  const next = await newCustomer(request);
  await signInThroughForm(page, customer);
  const firstAccount = customer.accounts[0]!.number;
  await expect(accountCard(page, firstAccount)).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL('/sign-in');
  // The next customer signs in on the same page, without a reload: nothing of the last one may show.
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(next.email);
  await page.getByLabel(/^Password/).fill(next.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(accountCard(page, next.accounts[0]!.number)).toBeVisible();
  await expect(accountCard(page, firstAccount)).toHaveCount(0);
});

for (const [reducedMotion, moves] of [
  ['reduce', false],
  ['no-preference', true],
] as const) {
  test.describe(`when the system's motion preference is ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    test(`menus and the tiles a shortcut passes ${moves ? 'move' : 'go without motion'}`, async ({
      page,
      customer,
    }) => {
      await signIn(page, customer);
      /** The CSS transitions' durations on the MUI paper around `element`: "0s" when nothing moves. */
      const durations = (element: Locator) =>
        element.evaluate((node) => getComputedStyle(node.closest('.MuiPaper-root')!).transitionDuration);
      const expected = moves ? /[1-9]/ : /^0s(, 0s)*$/;

      await page.getByRole('button', { name: 'User menu' }).click();
      const userMenu = page.getByRole('menu');
      await expect(userMenu).toBeVisible();
      expect(await durations(userMenu)).toMatch(expected);
      await page.keyboard.press('Escape');
      await expect(userMenu).toBeHidden();

      const sideMenu = page.getByRole('navigation', { name: 'Main menu' });
      expect(await durations(sideMenu)).toMatch(expected);
      await page.getByRole('button', { name: 'Toggle menu' }).click();
      await expect(sideMenu).toBeHidden();

      // A shortcut lifted from the keyboard and moved one place: the tile it passes slides over, or jumps.
      await page.getByRole('button', { name: 'Shortcuts', exact: true }).click();
      const shortcuts = page.getByRole('dialog', { name: 'Shortcuts' });
      await shortcuts.getByRole('button', { name: 'Edit the shortcuts' }).click();
      await (await whenStill(shortcuts.getByRole('button', { name: 'Move Changelog' }))).focus();
      await page.keyboard.press('Space');
      await expect(page.getByText('Picked up Changelog, position 1 of 8.')).toBeAttached();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText('Changelog moved to position 2 of 8.')).toBeAttached();
      const passed = shortcuts.getByRole('listitem').nth(1);
      expect(await passed.evaluate((tile) => tile.style.transition)).toMatch(moves ? /^transform \d/ : /^$/);
      await page.keyboard.press('Escape');
    });
  });
}
