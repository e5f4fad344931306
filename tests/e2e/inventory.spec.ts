import { expect, expectAccessible, signIn, test } from './fixtures.ts';

test('a product is found, sorted, edited and saved, its new price shown in the table', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Inventory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Products' });
  const rows = table.locator('tr[data-product-id]');
  await expect(rows).toHaveCount(10);
  await expect(page).toHaveTitle('Inventory | Taka');
  await expectAccessible(page);

  const priceHeader = table.getByRole('columnheader', { name: 'Price' });
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');

  await page.getByRole('searchbox', { name: 'Search products by name' }).fill('zeon ladies');
  await expect(rows).toHaveCount(2);
  await rows.first().click();
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Manage tags' }).click();
  await expect(page.getByRole('dialog', { name: 'Tags' }).getByText('chronograph')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Tags' })).toBeHidden();
  await expect(name).toBeVisible();

  await name.fill('Zeon Ladies Moonphase Watch');
  await page.getByRole('textbox', { name: /^Base price/ }).fill('10000');
  await page.getByRole('textbox', { name: /^Tax percent/ }).fill('18');
  await expect(page.getByRole('textbox', { name: 'Price with tax' })).toHaveValue('৳11,800.00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Zeon Ladies Moonphase Watch is saved.')).toBeVisible();
  const saved = rows.filter({ hasText: 'Zeon Ladies Moonphase Watch' });
  await expect(saved).toContainText('৳11,800.00');
  await page.keyboard.press('Escape');
  await expect(name).toBeHidden();
});

test('a new product is added at the top, refused without its SKU, and deleted', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/apps/ecommerce/inventory');
  const table = page.getByRole('table', { name: 'Products' });
  const rows = table.locator('tr[data-product-id]');
  await expect(rows).toHaveCount(10);
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(rows.first()).toContainText('A New Product');
  await expect(rows.first().getByRole('button', { expanded: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter the SKU.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete product' });
  await expect(confirm).toContainText('Delete A New Product?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('A New Product is deleted.')).toBeVisible();
  await expect(table.getByText('A New Product')).toHaveCount(0);
  await expectAccessible(page);
});

test('on a phone the table keeps its main columns and the editor stacks, in Turkish', async ({
  page,
  customer,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, customer, '/apps/ecommerce/inventory');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Envanter' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Ürünler' });
  await expect(table.getByRole('columnheader', { name: 'Stok kodu' })).toBeHidden();
  await table.locator('tr[data-product-id]').first().getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Ad/ })).toBeFocused();
  const scrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(scrollsSideways).toBe(false);
  await expectAccessible(page);
});
