import { expect, expectAccessible, signIn, test } from './fixtures.ts';

test('dark scheme and Rose theme become body classes and survive a reload', async ({ page, customer }) => {
  await signIn(page, customer);
  await page.getByRole('button', { name: 'Appearance' }).click();
  const panel = page.getByRole('dialog', { name: 'Appearance' });
  await panel.getByRole('button', { name: 'Dark' }).click();
  await panel.getByRole('button', { name: 'Rose' }).click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expect(page.locator('body')).toHaveClass(/\btheme-rose\b/);
  await page.keyboard.press('Escape');
  await expectAccessible(page);

  await page.reload();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expect(page.locator('body')).toHaveClass(/\btheme-rose\b/);
  await expect(page.locator('body')).not.toHaveClass(/\blight\b/);
});

test('the sign-in page passes axe in the dark scheme', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Appearance' }).click();
  await page.getByRole('dialog', { name: 'Appearance' }).getByRole('button', { name: 'Dark' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
});

test('switching to Bengali and Turkish changes the words on screen', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { name: 'সাইন ইন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  await page.getByRole('button', { name: /^ভাষা/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.getByRole('heading', { name: 'Giriş yap' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Giriş yap' })).toBeVisible();
});

test("the bank's own texts from the server are laid over the translation file", async ({
  page,
  customer,
}) => {
  // The demo worker fetches on the page's behalf, so the context (not the page) sees this request.
  await page.context().route('**/api/meta/languages/findby/code/en', async (route) => {
    const answer = await (await route.fetch()).json();
    const texts = JSON.parse(answer.data.bilingualData);
    texts.nav.dashboard = 'My Overview';
    answer.data.bilingualData = JSON.stringify(texts);
    await route.fulfill({ json: answer });
  });
  await signIn(page, customer);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'My Overview' })).toBeVisible();
});
