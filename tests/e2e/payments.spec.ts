import type { Page } from '@playwright/test';
import { allowConsoleError, expect, expectAccessible, signIn, test } from './fixtures.ts';
import {
  accountNumber,
  choose,
  confirmWithCode,
  dashboardLedgerBalance,
  detail,
  enterCodeFromOutbox,
  open,
  poishaOf,
} from './money-helpers.ts';

/** Seeded by the server (apps/server/README.md): six unpaid months, paid oldest first. */
const WASA_ACCOUNT = '20450077';
/** An unknown number or one with nothing due answers 404, which the browser logs; the page says it in words. */
const BILL_NOT_FOUND = /status of 404 .*\/api\/billers\/[a-z-]+\/bills\//;
/** Seeded with two unpaid months (one paid per run); no other browser test pays it. */
const CARNIVAL_CUSTOMER = 'CI-447120';
const CARNIVAL_NICKNAME = 'e2e Carnival';

const noHorizontalScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test('mobile recharge: operator from the prefix, code from the outbox, Thank You, balance lowered by the grand total', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  const current = accountNumber(customer, 'current');
  const before = await dashboardLedgerBalance(page, current);

  await open(page, '/mobile-recharge');
  await expect(page.getByRole('heading', { name: 'Top Up', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent recharges' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Recharge now' }).click();
  await expect(page).toHaveURL('/mobile-recharge/mobile-recharge-without-beneficiary');

  await page.getByRole('textbox', { name: /^Mobile number/ }).fill('01811223344');
  await expect(page.getByRole('status').filter({ hasText: 'Operator: Robi' })).toBeVisible();
  await page.getByRole('radio', { name: 'Postpaid' }).check();
  await expect(page.getByText('Whole taka, from ৳50.00 to ৳5,000.00.')).toBeVisible();
  await choose(page, /^From account/, new RegExp(accountNumber(customer, 'current')));
  await page.getByRole('textbox', { name: /^Amount/ }).fill('20');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText("This amount is outside the operator's range for this connection."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Recharge ৳200.00' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Check the transfer before you send it' })).toBeFocused();
  await expect(detail(page, 'Payee')).toHaveText('Robi postpaid');
  await expect(detail(page, 'Bank or provider')).toHaveText('Robi');
  const grandTotal = poishaOf((await detail(page, 'Grand total').textContent())!);
  expect(grandTotal).toBe(20_000n);
  await expectAccessible(page);
  await confirmWithCode(page, customer);
  await expect(detail(page, 'Account No.')).toHaveText('01811223344');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect.poll(() => dashboardLedgerBalance(page, current)).toBe(before - grandTotal);

  // the number is now among the recent recharges, with the receipt as its details
  await open(page, '/mobile-recharge');
  await page.getByRole('link', { name: 'Details of the last recharge of 01811223344' }).click();
  await expect(page.getByRole('heading', { name: 'Mobile Recharge Details', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
  await expect(detail(page, 'To Account')).toHaveText('Robi postpaid');
  await expectAccessible(page);
});

test('a bill is fetched by its number, shows its amount due, and is paid exactly once', async ({
  page,
  customer,
}) => {
  allowConsoleError(page, BILL_NOT_FOUND);
  await signIn(page, customer);
  const current = accountNumber(customer, 'current');
  const before = await dashboardLedgerBalance(page, current);

  await open(page, '/bills-and-fees');
  await expect(page.getByRole('heading', { name: 'Water' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /^Dhaka WASA/ }).click();
  await expect(page).toHaveURL(/\/bills-and-fees\/bills-and-fees-details\?biller=dwasa$/);
  await expect(page.getByRole('combobox', { name: /^Biller/ })).toHaveText(/Dhaka WASA/);

  // an unknown number is said in words, and nothing can be paid without a fetched bill
  await page.getByRole('textbox', { name: /^Account number/ }).fill('99999999');
  await page.getByRole('button', { name: 'Fetch bill' }).click();
  await expect(
    page.getByText('The biller does not know this number. Check it against your bill.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Fetch the bill before you continue.')).toBeVisible();

  await page.getByRole('textbox', { name: /^Account number/ }).fill(WASA_ACCOUNT);
  await page.getByRole('button', { name: 'Fetch bill' }).click();
  const due = page.getByRole('region', { name: 'Bill due' });
  await expect(detail(due, 'Name on the bill')).toHaveText('Moinul Haque');
  const billNumber = (await detail(due, 'Bill number').textContent())!;
  const amountDue = poishaOf((await detail(due, 'Amount due').textContent())!);
  await expectAccessible(page);
  await choose(page, /^From account/, new RegExp(accountNumber(customer, 'current')));
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute('readonly');
  await page.getByRole('button', { name: 'Continue' }).click();

  // the payee of a bill is its biller, not the name on the bill
  await expect(detail(page, 'Payee')).toHaveText('Dhaka Water Supply and Sewerage Authority (Dhaka WASA)');
  await expect(detail(page, 'Service charge')).toHaveText('৳5.00');
  await expect(detail(page, 'VAT (15% of the charge)')).toHaveText('৳0.75');
  const grandTotal = poishaOf((await detail(page, 'Grand total').textContent())!);
  expect(grandTotal).toBe(amountDue + 575n);
  await confirmWithCode(page, customer);
  await expect(detail(page, 'Remarks')).toHaveText(/^Dhaka WASA bill, /);

  // the paid bill is no longer due: the next fetch answers the following month (or nothing due)
  await open(page, '/bills-and-fees/bills-and-fees-details?biller=dwasa');
  await page.getByRole('textbox', { name: /^Account number/ }).fill(WASA_ACCOUNT);
  await page.getByRole('button', { name: 'Fetch bill' }).click();
  await expect(
    detail(page.getByRole('region', { name: 'Bill due' }), 'Bill number').or(
      page.getByText('There is no bill due on this number.'),
    ),
  ).not.toHaveText(billNumber);

  await open(page, '/dashboard');
  await expect.poll(() => dashboardLedgerBalance(page, current)).toBe(before - grandTotal);
});

test('a saved biller beneficiary is chosen on its bill screen: the bill is fetched and paid', async ({
  page,
  customer,
}) => {
  allowConsoleError(page, /status of 404 .*\/api\/beneficiaries\/preview/);
  await signIn(page, customer, '/beneficiary');

  // a number the biller does not know is said on the field, by the server, and the field takes the focus
  await page.getByRole('button', { name: 'Add beneficiary' }).click();
  await choose(page, /^Kind of beneficiary/, 'Biller');
  await choose(page, /^Biller/, 'Carnival Internet');
  const customerId = page.getByRole('textbox', { name: /^Customer ID/ });
  await customerId.fill('CI-999999');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(customerId).toHaveAccessibleDescription(
    'The biller does not know this number. Check it against your bill.',
  );
  await expect(customerId).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  await customerId.fill(CARNIVAL_CUSTOMER.toLowerCase());
  await page.getByRole('textbox', { name: /^Nickname/ }).fill(CARNIVAL_NICKNAME);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check the beneficiary before you save it' })).toBeFocused();
  await expect(detail(page, 'Biller')).toHaveText('Carnival Internet');
  await expect(detail(page, 'Customer number')).toHaveText(CARNIVAL_CUSTOMER);
  await expect(detail(page, 'Account holder')).toHaveText('Mahfuza Khanam');
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await enterCodeFromOutbox(page, customer);
  await page.getByRole('button', { name: 'Add beneficiary' }).click();
  await expect(page.getByText(`${CARNIVAL_NICKNAME} is now among your beneficiaries.`)).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: 'Billers' })).toContainText(CARNIVAL_NICKNAME);

  // only the billers a screen pays are offered on it
  await open(page, '/payments/club-bill-payment/club-bill-payment-details');
  await page.getByRole('button', { name: 'Choose a beneficiary' }).click();
  await expect(
    page.getByRole('menuitem', { name: 'You have no saved beneficiaries of this kind.' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await open(page, '/payments/internet-bill-payment/internet-bill-pay-details');
  await page.getByRole('button', { name: 'Choose a beneficiary' }).click();
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: new RegExp(CARNIVAL_NICKNAME) }).click();
  await expect(page.getByRole('combobox', { name: /^Biller/ })).toHaveText('Carnival Internet');
  await expect(page.getByRole('textbox', { name: /^Customer ID/ })).toHaveValue(CARNIVAL_CUSTOMER);
  const due = page.getByRole('region', { name: 'Bill due' });
  await expect(detail(due, 'Name on the bill')).toHaveText('Mahfuza Khanam');
  await expectAccessible(page);

  await choose(page, /^From account/, new RegExp(accountNumber(customer, 'current')));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(detail(page, 'Payee')).toHaveText('Carnival Internet');
  await confirmWithCode(page, customer);
  await expect(detail(page, 'Remarks')).toHaveText(/^Carnival bill, /);
});

test('a Visa card number failing the Luhn check is refused in the form', async ({ page, customer }) => {
  await signIn(page, customer, '/payments');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Pay a Visa card' }).click();
  await expect(page.getByRole('heading', { name: 'Visa Instant Payment', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4241');
  await page.getByRole('textbox', { name: /^Cardholder's name/ }).fill('Nadia Rahman');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This card number is not valid. Check the digits.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check the transfer before you send it' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(detail(page, "Payee's account or number")).toHaveText('424242******4242');
  await expect(detail(page, 'Bank or provider')).toHaveText('BRAC Bank PLC');
  await expect(detail(page, 'Service charge')).toHaveText('৳20.00');
});

for (const [path, heading] of [
  ['/payments/club-bill-payment/club-bill-payment-details', 'Club Bill Payment'],
  ['/payments/insurance-premium-payment/insurance-payment-details', 'Insurance Premium Payment'],
  ['/payments/internet-bill-payment/internet-bill-pay-details', 'Internet Bill Payment'],
  ['/payments/tuition-fee-payment/tuition-fee-payment-details', 'Tuition Fee Payment'],
  ['/mobile-recharge/mobile-recharge-contacts', 'Recharge Contacts'],
  ['/mobile-recharge/mobile-recharge-add-beneficiary', 'Add Recharge Beneficiary'],
  ['/mobile-recharge/mobile-recharge-details', 'Mobile Recharge Details'],
] as const) {
  test(`the ${heading} page is accessible`, async ({ page, customer }) => {
    await signIn(page, customer, path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}

test('a club bill with nothing due is said so, accessibly, before anything is paid', async ({
  page,
  customer,
}) => {
  allowConsoleError(page, BILL_NOT_FOUND);
  await signIn(page, customer, '/payments/club-bill-payment/club-bill-payment-details');
  await choose(page, /^Biller/, 'Gulshan Club Limited');
  await page.getByRole('textbox', { name: /^Member ID/ }).fill('gc-0412');
  await page.getByRole('button', { name: 'Fetch bill' }).click();
  await expect(page.getByText('There is no bill due on this number.')).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the top-up and bill screens fit the screen and stay accessible', async ({ page, customer }) => {
    await signIn(page, customer, '/mobile-recharge');
    await expect(page.getByRole('heading', { name: 'Recent recharges' })).toBeVisible();
    await noHorizontalScroll(page);
    await open(page, '/mobile-recharge/mobile-recharge-without-beneficiary?mobileNumber=01511223344');
    await expect(page.getByRole('status').filter({ hasText: 'Operator: Teletalk' })).toBeVisible();
    await expectAccessible(page);
    await noHorizontalScroll(page);
    await open(page, '/bills-and-fees/bills-and-fees-details?biller=titas');
    await page.getByRole('textbox', { name: /^Customer code/ }).fill('1100987');
    await page.getByRole('button', { name: 'Fetch bill' }).click();
    await expect(page.getByRole('region', { name: 'Bill due' })).toBeVisible();
    await expectAccessible(page);
    await noHorizontalScroll(page);
    await open(page, '/payments');
    await noHorizontalScroll(page);
  });
});
