import { drawnPage, drawnTree, holdTheAppsCode } from './drawn-pages.ts';
import { expect, signIn, test } from './fixtures.ts';

test('a signed-in customer sees the dashboard, drawn by the server, before the app has run', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  const release = await holdTheAppsCode(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const drawn = drawnPage(page);
  await expect(drawn.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | Taka');
  await expect(drawn.getByRole('heading', { level: 3, name: /Savings Account/ })).toBeVisible();
  await expect(drawn.getByRole('heading', { level: 3, name: /Current Account/ })).toBeVisible();
  await expect(drawn.getByText('৳2,50,000.00').first()).toBeVisible();
  await expect(page.locator('#root > .boot-logo')).toBeHidden();
  release();
  await expect(drawn).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: /Savings Account/ })).toBeVisible();
});

/** The demo layer's messages button, whose unread count the server cannot know (the demo worker answers it). */
const DEMO_MESSAGES = 'button[aria-label^="Messages"]';

for (const [device, width] of [
  ['a phone', 390],
  ['a wide screen', 1280],
] as const)
  test(`the app draws the very dashboard the server drew, on ${device}`, async ({ page, customer }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, customer);
    const release = await holdTheAppsCode(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(drawnPage(page)).toBeVisible();
    const drawn = await drawnTree(page, DEMO_MESSAGES);
    release();
    await expect(drawnPage(page)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Recent transactions' })).toBeVisible();
    expect(await drawnTree(page, DEMO_MESSAGES)).toEqual(drawn);
  });

test('a button pressed on the drawn dashboard is pressed again once the app has drawn its own', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  const release = await holdTheAppsCode(page);
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  await drawnPage(page).getByRole('button', { name: 'User menu' }).click();
  release();
  await expect(drawnPage(page)).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
});
