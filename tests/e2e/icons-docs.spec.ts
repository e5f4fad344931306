import { expect, expectAccessible, signIn, test } from './fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an icon is found by name and its name copied; the changelog and the introduction are read', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Icons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();
  await expect(page.getByText('324 icons in Heroicons Outline')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Material Solid' }).click();
  await expect(page.getByText('2,122 icons in Material Solid')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search icons' }).fill('savings');
  await expect(page.getByText(/^\d+ of 2,122 icons match$/)).toBeVisible();
  const savings = page.getByRole('button', { name: 'Copy mat_solid:savings' });
  await expect(savings.locator('svg path').first()).toBeAttached();
  await savings.click();
  await expect(page.getByText('Copied mat_solid:savings')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('mat_solid:savings');

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByText('mat_solid:savings', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search icons' }).fill('no icon has this name');
  await expect(page.getByRole('heading', { name: 'No icons found' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/docs/changelog');
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Version 1.3.0' });
  await expect(latest.getByRole('heading', { level: 3, name: 'Added' })).toBeVisible();
  await expect(page).toHaveTitle('Changelog | Taka');
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('link', { name: 'Introduction' })
    .click();
  await expect(page).toHaveURL('/docs/guides/getting-started/introduction');
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The demo areas', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('article').getByRole('link', { name: 'Icons' }).click();
  await expect(page).toHaveURL('/ui/icons');
});

test('the icons and the getting started guide in Turkish, on a phone', async ({ page, customer }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, customer, '/ui/icons');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simgeler' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Simgelerde ara' }).fill('home');
  await expect(page.getByText(/^324 simgeden \d+ tanesi eşleşiyor$/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/docs/guides/getting-started/introduction');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Demo alanları', exact: true })).toBeVisible();
  await expectAccessible(page);
});
