import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import {
  accountNumber,
  choose,
  confirmWithCode,
  detail,
  enterCodeFromOutbox,
  open,
} from './money-helpers.ts';

/**
 * Seeded by the server (apps/server/README.md): a DESCO prepaid meter in Rahim Uddin's name, which any customer may
 * buy a token for, and one the vendor refuses.
 */
const RAHIM_METER = '661120034567';
const REFUSED_METER = '661120030000';
const DESCO_PREPAID = 'Dhaka Electric Supply Company (DESCO), prepaid';
const METER_NICKNAME = 'e2e Home meter';

test('a token for a checked DESCO prepaid meter, bought from the hub with the code, shows on the receipt', async ({
  page,
  customer,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, customer, '/bills-and-fees');
  const prepaid = page.getByRole('region', { name: 'Prepaid electricity (token)' });
  await expect(prepaid.getByRole('link')).toHaveText([/^DESCO Prepaid/, /^DPDC Prepaid/, /^NESCO Prepaid/]);
  await expect(page.getByRole('region', { name: 'Electricity', exact: true })).not.toContainText('Prepaid');
  await expectAccessible(page);

  await prepaid.getByRole('link', { name: /^DESCO Prepaid/ }).click();
  await expect(page).toHaveURL(/\/bills-and-fees\/bills-and-fees-details\?biller=desco-prepaid$/);
  await expect(page.getByRole('heading', { name: 'Prepaid Electricity', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Electricity vendor/ })).toHaveText(DESCO_PREPAID);

  // the amount is the customer's, but nothing is paid before the meter is checked
  await expect(page.getByText('Any amount from ৳100.00. No charge.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Meter number/ }).fill(RAHIM_METER);
  await choose(page, /^From account/, new RegExp(accountNumber(customer, 'current')));
  await page.getByRole('textbox', { name: /^Amount/ }).fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Check the meter before you continue.');

  await page.getByRole('button', { name: 'Check meter' }).click();
  await expect(detail(page.getByRole('region', { name: 'Meter' }), 'Name on the meter')).toHaveText(
    'Rahim Uddin',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // the payee of a prepaid recharge is its vendor, not the name on the meter
  await expect(detail(page, 'Payee')).toHaveText('Dhaka Electric Supply Company (DESCO), prepaid');
  await expect(detail(page, 'Service charge')).toHaveText('৳0.00');
  await expect(detail(page, 'Grand total')).toHaveText('৳500.00');
  await confirmWithCode(page, customer);

  const token = page.getByRole('region', { name: 'Your electricity token' });
  await expect(token).toContainText('Key these 20 digits into your meter to add the electricity.');
  const grouped = token.getByText(/^\d{4}( \d{4}){4}$/);
  await expect(grouped).toBeVisible();
  await expect(detail(page, 'Account No.')).toHaveText(RAHIM_METER);
  await expectAccessible(page);

  await token.getByRole('button', { name: 'Copy token' }).click();
  await expect(token.getByRole('status')).toHaveText('Token copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe((await grouped.textContent())!.replaceAll(' ', ''));
});

test('a meter the vendor refuses ends in the Sorry receipt, with no token', async ({ page, customer }) => {
  await signIn(page, customer, '/bills-and-fees/bills-and-fees-details?biller=desco-prepaid');
  await page.getByRole('textbox', { name: /^Meter number/ }).fill(REFUSED_METER);
  await page.getByRole('button', { name: 'Check meter' }).click();
  await expect(page.getByRole('region', { name: 'Meter' })).toBeVisible();
  await choose(page, /^From account/, new RegExp(accountNumber(customer, 'current')));
  await page.getByRole('textbox', { name: /^Amount/ }).fill('100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmWithCode(page, customer, 'Sorry');

  await expect(page.getByText('Reversed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your electricity token' })).toHaveCount(0);
  await expect(page.getByText(/\d{4} \d{4} \d{4} \d{4} \d{4}/)).toHaveCount(0);
  await expectAccessible(page);
});

test('the bill and token forms link to each other; the bill form lists no prepaid vendor', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/bills-and-fees/bills-and-fees-details?biller=desco');
  await expect(page.getByRole('heading', { name: 'Bill Payment Details', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: /^Biller/ }).click();
  await expect(page.getByRole('option', { name: /^Dhaka Electric Supply Company \(DESCO\)$/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /prepaid/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);

  await page.getByRole('link', { name: 'Prepaid meter? Buy a prepaid electricity token.' }).click();
  await expect(page).toHaveURL(/\/bills-and-fees\/bills-and-fees-details\?kind=prepaid$/);
  await expect(page.getByRole('heading', { name: 'Prepaid Electricity', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: /^Electricity vendor/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    /DESCO\), prepaid$/,
    /DPDC\), prepaid$/,
    /NESCO\), prepaid$/,
  ]);
  await page.keyboard.press('Escape');
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Postpaid meter, gas or water? Pay a bill instead.' }).click();
  await expect(page).toHaveURL(/\/bills-and-fees\/bills-and-fees-details$/);
  await expect(page.getByRole('heading', { name: 'Bill Payment Details', level: 1 })).toBeVisible();
});

test('a prepaid meter saved as a biller beneficiary is checked on the token form', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/beneficiary');

  await page.getByRole('button', { name: 'Add beneficiary' }).click();
  await choose(page, /^Kind of beneficiary/, 'Biller');
  await choose(page, /^Biller/, DESCO_PREPAID);
  const meterNumber = page.getByRole('textbox', { name: /^Meter number/ });
  await meterNumber.fill('1234');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(meterNumber).toHaveAccessibleDescription('Enter the meter number: 8 to 13 digits.');
  await expectAccessible(page);

  await meterNumber.fill(RAHIM_METER);
  await page.getByRole('textbox', { name: /^Nickname/ }).fill(METER_NICKNAME);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check the beneficiary before you save it' })).toBeFocused();
  await expect(detail(page, 'Biller')).toHaveText(DESCO_PREPAID);
  await expect(detail(page, 'Meter number')).toHaveText(RAHIM_METER);
  await expect(detail(page, 'Account holder')).toHaveText('Rahim Uddin');
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await enterCodeFromOutbox(page, customer);
  await page.getByRole('button', { name: 'Add beneficiary' }).click();
  await expect(page.getByText(`${METER_NICKNAME} is now among your beneficiaries.`)).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  // a bill screen does not offer the meter; the token form does, and checks it at once
  await open(page, '/bills-and-fees/bills-and-fees-details');
  await page.getByRole('button', { name: 'Choose a beneficiary' }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(METER_NICKNAME) })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await open(page, '/bills-and-fees/bills-and-fees-details?kind=prepaid');
  await page.getByRole('button', { name: 'Choose a beneficiary' }).click();
  await page.getByRole('menuitem', { name: new RegExp(METER_NICKNAME) }).click();
  await expect(page.getByRole('combobox', { name: /^Electricity vendor/ })).toHaveText(DESCO_PREPAID);
  await expect(detail(page.getByRole('region', { name: 'Meter' }), 'Name on the meter')).toHaveText(
    'Rahim Uddin',
  );
  await expectAccessible(page);
});
