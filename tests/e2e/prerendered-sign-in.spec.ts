import { drawnPage, drawnTree, holdTheAppsCode } from './drawn-pages.ts';
import { expect, signIn, test } from './fixtures.ts';

test('the sign-in page is on screen before the app has run, and the app keeps what was typed as it takes over', async ({
  page,
  customer,
}) => {
  const release = await holdTheAppsCode(page);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
  await expect(page).toHaveTitle('Sign in | Taka');

  await page.keyboard.type(customer.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(customer.password.slice(0, 4));
  release();
  // Typed on while the app takes over, key by key: nothing is lost and the focus stays.
  for (const key of customer.password.slice(4)) await page.keyboard.type(key, { delay: 20 });
  await expect(drawnPage(page)).toHaveCount(0);
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
});

test('a submit asked for on the drawn form is sent once the app has it', async ({ page, customer }) => {
  const release = await holdTheAppsCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(drawnPage(page)).toBeVisible();
  release();
  await expect(page).toHaveURL('/dashboard');
});

test('a button pressed on the drawn page is pressed again once the app has drawn its own', async ({
  page,
}) => {
  const release = await holdTheAppsCode(page);
  await page.goto('/sign-in', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Appearance' }).click();
  await expect(drawnPage(page)).toBeVisible();
  release();
  await expect(page.getByRole('dialog', { name: 'Appearance' })).toBeVisible();
});

test('the drawn page stays while its own code is slow to come, however long', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/sign-in-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('rahim@demo.taka');
  // Longer than the start waits for any other first page before it draws the loading bar instead.
  await page.waitForTimeout(2_000);
  await expect(drawnPage(page)).toBeVisible();
  release();
  await expect(drawnPage(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('rahim@demo.taka');
});

test('the app draws the very page the server sent', async ({ page }) => {
  const release = await holdTheAppsCode(page);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await expect(drawnPage(page)).toBeVisible();
  const drawn = await drawnTree(page);
  release();
  await expect(drawnPage(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
  expect(await drawnTree(page)).toEqual(drawn);
});

test('a device with another language shows the logo until the app draws its own page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('taka.language', 'bn'));
  const release = await holdTheAppsCode(page);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await expect(page.locator('#root > .boot-logo')).toBeVisible();
  await expect(drawnPage(page)).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeVisible();
});

test('a signed-in device opening / shows its dashboard, not the sign-in form, on its way there', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  const release = await holdTheAppsCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(drawnPage(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveCount(0);
  release();
  await expect(page).toHaveURL('/dashboard');
  await expect(drawnPage(page)).toHaveCount(0);
});
