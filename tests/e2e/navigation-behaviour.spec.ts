import { allowConsoleError, expect, signIn, test, untilHydrated } from './fixtures.ts';

test('going back restores the scroll position of the page the customer left', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 500 });
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('navigation', { name: /./ }).last();
  // A link the app has not taken over yet loads the next page anew, which keeps no scroll position to go back to.
  await untilHydrated(footer.getByRole('link', { name: 'Disclaimer' }));
  await footer.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(200);

  await footer.getByRole('link', { name: 'Disclaimer' }).click();
  await expect(page).toHaveURL('/disclaimer');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/terms-and-conditions');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});

test('after the idle minutes without activity the app locks itself and the password unlocks it', async ({
  page,
  customer,
}) => {
  await page.clock.install();
  await signIn(page, customer, '/example');
  // The idle timer starts when the app has loaded; jump the clock only after that.
  await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeVisible();

  // The signed-in session allows 5 idle minutes (SESSION_IDLE_MINUTES default). Jumping the browser's clock also
  // puts it minutes ahead of the server's: the first signed request after the jump is refused once and re-signed
  // in server time (shared/api/server-clock.ts).
  allowConsoleError(page, /status of 401/);
  await page.clock.fastForward('04:50');
  await expect(page).toHaveURL('/example');
  await page.clock.fastForward('00:20');
  await expect(page).toHaveURL('/unlock-session?redirectURL=%2Fexample');

  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page).toHaveURL('/example');
});
