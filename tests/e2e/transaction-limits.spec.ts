import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { choose, detail, dialogShown, enterCodeFromOutbox, open } from './money-helpers.ts';

test('lowering a limit applies at once and refuses a transfer above it; raising it back needs a code', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/transaction-limits');
  await expect(page.getByRole('heading', { name: 'Transaction Limits', level: 1 })).toBeVisible();
  const beftn = page.getByRole('region', { name: 'Other bank (BEFTN)' });
  await expect(beftn.getByRole('row', { name: /Per transaction/ })).toContainText('৳10,00,000.00');
  await expectAccessible(page);

  // Lower BEFTN's limit per transaction.
  await beftn.getByRole('button', { name: 'Change limits for Other bank (BEFTN)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Limits for Other bank (BEFTN)' });
  await dialogShown(page);
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: /^Per transaction/ }).fill('500');
  await dialog.getByRole('button', { name: 'Save limits' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your limits for Other bank (BEFTN) are saved.')).toBeVisible();
  await expect(beftn.getByRole('row', { name: /Per transaction/ })).toContainText('৳500.00');

  await open(page, '/fund-transfer/other-bank-account');
  await page.getByRole('radio', { name: /BEFTN/ }).check();
  await choose(page, /^Bank/, 'BRAC Bank PLC');
  await choose(page, /^District/, 'Dhaka');
  await page.getByRole('combobox', { name: /^Branch/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: /^Account number/ }).fill('1501234567');
  await page.getByRole('textbox', { name: /^Account holder's name/ }).fill('Nusrat Jahan');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('600');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(detail(page, 'Amount')).toHaveText('৳600.00');
  await expect(page.getByRole('alert')).toHaveText('The amount is above your limit per transaction.');
  await expect(page.getByRole('button', { name: 'Send me the code' })).toBeDisabled();
  await expectAccessible(page);

  // Back up to the ceiling: raising asks for the code sent to the mobile.
  await open(page, '/transaction-limits');
  await beftn.getByRole('button', { name: 'Change limits for Other bank (BEFTN)' }).click();
  await dialog.getByRole('textbox', { name: /^Per transaction/ }).fill('1000000');
  await dialog.getByRole('button', { name: 'Save limits' }).click();
  await expect(dialog.getByRole('textbox', { name: /^One-time code/ })).toBeVisible();
  await expectAccessible(page);
  await enterCodeFromOutbox(page, customer);
  await dialog.getByRole('button', { name: 'Confirm the new limits' }).click();
  await expect(dialog).toBeHidden();
  await expect(beftn.getByRole('row', { name: /Per transaction/ })).toContainText('৳10,00,000.00');
});
