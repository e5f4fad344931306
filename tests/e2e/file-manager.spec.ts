import { expect, expectAccessible, signIn, test } from './fixtures.ts';

test('a nested folder is opened, the breadcrumb leads back up, and a file shows its details', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'File Manager' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'File Manager' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Folders (5)' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Work', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  await page.getByRole('link', { name: 'Projects', exact: true }).click();
  await page.getByRole('link', { name: 'Statement redesign', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement redesign' })).toBeVisible();
  await expect(page).toHaveTitle('Statement redesign | Taka');
  const trail = page.getByRole('navigation', { name: 'Folder path' });
  await expect(trail).toContainText(/My files.*Work.*Projects.*Statement redesign/);
  await expect(page.getByRole('region', { name: 'Files (3)' })).toBeVisible();
  await expectAccessible(page);

  await trail.getByRole('link', { name: 'Work' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  const chart = page.getByRole('button', { name: 'Organisation chart', exact: true });
  await chart.click();
  const details = page.getByRole('dialog', { name: 'Organisation chart' });
  await expect(details).toBeVisible();
  await expect(details.getByText('PDF document')).toBeVisible();
  await expect(details.getByText('310 KB')).toBeVisible();
  await expect(details.getByText('Owner')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(chart).toBeFocused();

  await page.getByRole('link', { name: 'My files' }).click();
  await expect(page).toHaveURL('/apps/file-manager');
});

test('on a phone, in Turkish, the keyboard moves through a folder and details open from the bottom', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/apps/file-manager');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dosya Yöneticisi' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('link', { name: 'Bank Statements', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('link', { name: 'Personal', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
  await page.getByRole('button', { name: 'Passport scan', exact: true }).press('Enter');
  const details = page.getByRole('dialog', { name: 'Passport scan' });
  await expect(details.getByText('JPG görseli')).toBeVisible();
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Ayrıntıları kapat' }).click();
  await expect(details).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Klasör yolu' })
    .getByRole('link', { name: 'Dosyalarım' })
    .click();
  await page.getByRole('link', { name: 'Scans', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bu klasör boş' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/apps/file-manager/no-such-folder');
  await expect(page.getByRole('heading', { name: 'Klasör bulunamadı' })).toBeVisible();
});
