import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, untilStill } from './fixtures.ts';

/** Chooses a menu layout (and the colour scheme) in the top bar's Appearance panel, as a customer does. */
async function choose(page: Page, { layout, scheme }: { layout?: string; scheme?: 'Light' | 'Dark' }) {
  await page.getByRole('button', { name: 'Appearance' }).click();
  const panel = page.getByRole('dialog', { name: 'Appearance' });
  if (layout)
    await panel
      .getByRole('group', { name: 'Menu', exact: true })
      .getByRole('button', { name: layout })
      .click();
  if (scheme) await panel.getByRole('button', { name: scheme }).click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/**
 * Texts inside `root` that do not fit their box: a label cut short. Text kept for screen readers only (clipped to
 * nothing) and text not shown are skipped.
 */
async function cutTexts(page: Page, root: string) {
  // A menu still widening (the dense width opens over 300 ms) cuts its titles only until it stands still.
  await untilStill(page);
  return page.locator(root).evaluateAll((roots) => {
    const forScreenReadersOnly = (node: Element) => {
      for (let element: Element | null = node; element; element = element.parentElement)
        if (getComputedStyle(element).clip !== 'auto') return true;
      return false;
    };
    return roots.flatMap((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter(
          (node) =>
            [...node.childNodes].some(
              (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
            ) &&
            node.checkVisibility({ visibilityProperty: true }) &&
            !forScreenReadersOnly(node) &&
            node.scrollWidth > node.clientWidth + 1,
        )
        .map((node) => node.textContent),
    );
  });
}

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('horizontal: a menu bar with drop-down menus replaces the side menu, by mouse and keyboard', async ({
    page,
    customer,
  }) => {
    await signIn(page, customer);
    await choose(page, { layout: 'Horizontal' });

    const bar = page.getByRole('navigation', { name: 'Top menu' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Toggle menu' })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // Nothing in the bar is cut: what does not fit is in More.
    expect(await cutTexts(page, 'nav[aria-label="Top menu"]')).toEqual([]);
    await expectAccessible(page);

    // Keyboard: ArrowDown opens a menu on its first link, the arrows move, Enter goes there.
    const transfers = bar.getByRole('button', { name: 'Fund Transfer' });
    await transfers.focus();
    await page.keyboard.press('ArrowDown');
    const transferMenu = page.getByRole('menu', { name: 'Fund Transfer' });
    await expect(transferMenu.getByRole('menuitem', { name: 'Own Account' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(transferMenu.getByRole('menuitem', { name: 'Within Bank Account' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/fund-transfer/bank-account-other');
    await expect(transferMenu).toBeHidden();
    await expect(transfers).toHaveAttribute('aria-expanded', 'false');

    // Nested items are grouped lists; Escape closes and gives focus back to the button.
    const services = bar.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    const servicesMenu = page.getByRole('menu', { name: 'Services' });
    await expect(servicesMenu.getByRole('group', { name: 'Card Services' })).toContainText('Card Block');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(servicesMenu).toBeHidden();
    await expect(services).toBeFocused();

    // ArrowRight walks along the bar; the entries that did not fit are in More, and the current page is marked.
    await page.keyboard.press('ArrowRight');
    await expect(bar.getByRole('button', { name: 'History' })).toBeFocused();
    await bar.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Reach Us' }).click();
    await expect(page).toHaveURL('/reach-us');
    await bar.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'Reach Us' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');

    // The customer's own menu moved into the top bar.
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');

    await choose(page, { scheme: 'Dark' });
    await services.click();
    await expect(servicesMenu).toBeVisible();
    await expectAccessible(page);
  });

  test('compact: a rail of icons with tooltips, whose items open their children beside it', async ({
    page,
    customer,
  }) => {
    await signIn(page, customer);
    await choose(page, { layout: 'Compact' });

    const rail = page.getByRole('navigation', { name: 'Main menu' });
    await expect(rail.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect((await rail.boundingBox())!.width).toBeLessThanOrEqual(80);
    // Icons only: every title is a tooltip or for screen readers, none shows cut.
    expect(await cutTexts(page, 'nav[aria-label="Main menu"]')).toEqual([]);
    await rail.getByRole('link', { name: 'Account Statement' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Account Statement' })).toBeVisible();
    await expectAccessible(page);

    // A click opens the flyout; its titles are whole.
    await rail.getByRole('button', { name: 'Fund Transfer' }).click();
    const transferMenu = page.getByRole('menu', { name: 'Fund Transfer' });
    await expect(transferMenu.getByRole('menuitem', { name: 'Within Bank Account' })).toBeVisible();
    expect(await cutTexts(page, '[role="menu"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(transferMenu).toBeHidden();

    // Keyboard: Enter opens, the arrows move, Enter goes there and the rail marks where the customer is.
    const settings = rail.getByRole('button', { name: 'Settings' });
    await settings.focus();
    await expect(page.getByRole('tooltip', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Enter');
    const settingsMenu = page.getByRole('menu', { name: 'Settings' });
    await expect(settingsMenu.getByRole('menuitem', { name: 'Change Login Password' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/transaction-limits');
    await expect(settings).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(settingsMenu.getByRole('menuitem', { name: 'Transaction Limits' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(settings).toBeFocused();

    await choose(page, { scheme: 'Dark' });
    await rail.getByRole('button', { name: 'Services' }).click();
    await expect(page.getByRole('menu', { name: 'Services' })).toBeVisible();
    await expectAccessible(page);
  });

  test('futuristic: the same tree on a floating panel of its own, working by keyboard', async ({
    page,
    customer,
  }) => {
    await signIn(page, customer);
    await choose(page, { layout: 'Futuristic' });

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Example' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // It floats: off the window's edge, with round corners.
    const panel = page.locator('.MuiDrawer-paper', { has: menu });
    expect((await panel.boundingBox())!.x).toBeGreaterThan(0);
    await expect(panel).not.toHaveCSS('border-radius', '0px');
    expect(await cutTexts(page, 'nav[aria-label="Main menu"]')).toEqual([]);
    await expectAccessible(page);

    const accountServices = menu.getByRole('button', { name: 'Account Services' });
    await accountServices.focus();
    await page.keyboard.press('Enter');
    await expect(accountServices).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Tag Account' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard/tag-account');
    await expect(menu.getByRole('link', { name: 'Tag Account' })).toHaveAttribute('aria-current', 'page');

    await choose(page, { scheme: 'Dark' });
    await expectAccessible(page);
  });

  test("the example page, where the other layouts start, offers the menu's services and how to change it back", async ({
    page,
    customer,
  }) => {
    await signIn(page, customer);
    await choose(page, { layout: 'Futuristic' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Example' }).click();
    await expect(page).toHaveURL('/example');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Taka' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('being built');

    // The services come from the customer's menu, each part's first four.
    const services = page.getByRole('region', { name: 'Your services' });
    await expect(services.getByRole('heading', { level: 3 })).toContainText([
      'Main menu',
      'Fund Transfer',
      'Services',
      'History',
      'Settings',
    ]);
    await expect(services.getByRole('list', { name: 'Main menu' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Payments',
      'Top Up',
      'Account Statement',
    ]);
    await expect(services.getByRole('list', { name: 'Main menu' }).locator('..')).toContainText('and 2 more');
    await expect(services.getByRole('list', { name: 'Fund Transfer' }).getByRole('link')).toHaveText([
      'Own Account',
      'Within Bank Account',
      'Other Bank Account',
      'MFS',
    ]);
    await expectAccessible(page);
    await services.getByRole('link', { name: 'MFS', exact: true }).click();
    await expect(page).toHaveURL('/mfs-transfer');
    await page.goBack();
    await services.getByRole('link', { name: 'See every service in the site map' }).click();
    await expect(page).toHaveURL('/sitemap');
    await page.goBack();

    // As its tip says: Appearance, then Default under Menu, brings the side menu back.
    await expect(page.getByRole('main')).toContainText(
      'To go back to the side menu, open Appearance (the palette button at the top) and choose Default under Menu.',
    );
    await choose(page, { layout: 'Default' });
    await expect(menu.getByRole('link', { name: 'Example' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  test('the compact and dense menu widths show no title cut short', async ({ page, customer }) => {
    await signIn(page, customer, '/fund-transfer/bank-account-other');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const width of ['Compact', 'Dense']) {
      await page.getByRole('button', { name: 'Appearance' }).click();
      await page.getByRole('group', { name: 'Menu width' }).getByRole('button', { name: width }).click();
      await page.keyboard.press('Escape');
      await expect(menu.getByRole('link', { name: 'Within Bank Account' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await cutTexts(page, 'nav[aria-label="Main menu"]')).toEqual([]);
    }
    // Dense opens to the full menu under the pointer.
    await menu.getByRole('link', { name: 'Dashboard' }).hover();
    await expect(menu.getByText('Within Bank Account')).toBeVisible();
    expect(await cutTexts(page, 'nav[aria-label="Main menu"]')).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the horizontal layout falls back to the overlay side menu', async ({ page, customer }) => {
    await signIn(page, customer);
    await choose(page, { layout: 'Horizontal' });
    await expect(page.getByRole('navigation', { name: 'Top menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Top Up' }).click();
    await expect(page).toHaveURL('/mobile-recharge');
    await expect(menu).toBeHidden();
  });
});
