import { expect, expectAccessible, newCustomer, signIn, test } from './fixtures.ts';
import { accountNumber, dialogShown, open, transferThroughApi } from './money-helpers.ts';

test('the activity log shows a limit change and a code sent, filters by kind in the URL, and is accessible', async ({
  page,
  customer,
  request,
}) => {
  const payee = await newCustomer(request);
  await transferThroughApi(request, customer, accountNumber(payee, 'savings'), '100');

  // Lower a limit on its page: a change the log must show.
  await signIn(page, customer, '/transaction-limits');
  const beftn = page.getByRole('region', { name: 'Other bank (BEFTN)' });
  await beftn.getByRole('button', { name: 'Change limits for Other bank (BEFTN)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Limits for Other bank (BEFTN)' });
  await dialogShown(page);
  await dialog.getByRole('textbox', { name: /^Per transaction/ }).fill('500');
  await dialog.getByRole('button', { name: 'Save limits' }).click();
  await expect(dialog).toBeHidden();

  await open(page, '/activity-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Security events' }).getByRole('row');
  // newest first: the header, the limit change, then the sign-in of this page
  await expect(rows.nth(1)).toContainText('Transaction limit changed');
  await expect(rows.nth(1)).toContainText('Other bank (BEFTN): ৳500.00 a transaction');
  await expect(rows.nth(2)).toContainText('Signed in');
  await expect(rows.nth(2)).toContainText('Chrom');
  const code = rows.filter({ hasText: 'One-time code sent' });
  await expect(code).toContainText('Code to confirm a payment, sent by SMS to');
  await expect(code).not.toContainText(customer.mobileNumber);
  await expectAccessible(page);

  // Only limit changes, from the keyboard: the choice goes to the URL and survives a reload.
  await page.getByRole('combobox', { name: 'Kind of event' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Transaction limit changed' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('kind')).toBe('limit-changed');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Transaction limit changed');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Kind of event' })).toHaveText('Transaction limit changed');
  await expect(rows).toHaveCount(2);
  await expectAccessible(page);

  // A day before the customer existed: nothing, said so.
  await page.goto('/activity-log?from=2020-01-01&to=2020-01-02');
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await expectAccessible(page);
});

test('the activity log in Turkish and in Bengali, times in Bengali digits', async ({ page, customer }) => {
  await signIn(page, customer, '/activity-log');
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toContainText('Signed in');

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1, name: 'Etkinlik kaydı' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Güvenlik etkinlikleri' })).toBeVisible();
  await expect(firstRow).toContainText('Oturum açıldı');
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Dil/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'কার্যক্রমের লগ' })).toBeVisible();
  await expect(firstRow).toContainText('সাইন-ইন করা হয়েছে');
  // the time: Bengali digits, no Latin ones
  await expect(firstRow.getByRole('cell').first()).toHaveText(/^[^0-9]*[০-৯][^0-9]*$/);
  await expectAccessible(page);
});

test('on a phone the events are a list', async ({ page, customer }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, customer, '/activity-log');
  const events = page.getByRole('list', { name: 'Security events' });
  await expect(events.getByRole('listitem').first()).toContainText('Signed in');
  await expectAccessible(page);
});
