import { allowConsoleError, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { accountNumber, choose, dialogShown, enterCodeFromOutbox, KARIM_SAVINGS } from './money-helpers.ts';

const PAGES = [
  ['/other-services/transaction-block-unblock', 'Transaction Block or Unblock'],
  ['/other-services/request-pay-order', 'Request Pay Order'],
  ['/other-services/positive-pay-instruction', 'Positive Pay Instruction'],
  ['/other-services/demand-draft', 'Demand Draft'],
  ['/other-services/bayd-registration', 'BAYD Registration'],
  ['/other-services/govt-bond', 'Government Bond'],
  ['/other-services/request-certificate', 'Request Certificate'],
] as const;

test('a blocked account cannot send money until it is unblocked with the code', async ({
  page,
  customer,
}) => {
  const savings = accountNumber(customer, 'savings');
  await signIn(page, customer, '/other-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Other Services' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transaction block' })).toBeVisible();
  // No cheque book yet: positive pay is not offered.
  await expect(page.getByRole('heading', { name: 'Positive pay', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Open' }).first().click();
  await expect(page).toHaveURL('/other-services/transaction-block-unblock');
  await expectAccessible(page);
  await page.getByRole('button', { name: `Block account ${savings}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is blocked' })).toContainText(savings);
  await expect(page.getByRole('button', { name: `Unblock account ${savings}` })).toBeVisible();
  await expectAccessible(page);

  // A transfer from it is refused before any code is sent, in words.
  allowConsoleError(page, /status of 422/);
  await page.goto('/fund-transfer/bank-account-other');
  await choose(page, /^From account/, new RegExp(savings));
  await page.getByRole('textbox', { name: /^Payee's account number/ }).fill(KARIM_SAVINGS);
  await page.getByRole('textbox', { name: /^Amount/ }).fill('100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Internet banking debits from this account are blocked. Unblock it under Other Services, or choose another account.',
  );

  // Unblocking needs the code sent to the mobile.
  await page.goto('/other-services/transaction-block-unblock');
  await page.getByRole('button', { name: `Unblock account ${savings}` }).click();
  const dialog = page.getByRole('dialog', { name: `Unblock account ${savings}` });
  await dialogShown(page);
  await expectAccessible(page);
  await enterCodeFromOutbox(page, customer);
  await dialog.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'is unblocked' })).toContainText(savings);
  await expect(page.getByRole('button', { name: `Block account ${savings}` })).toBeVisible();
});

test('a pay order is requested with its fee shown, and every other service page is accessible', async ({
  page,
  customer,
}) => {
  const current = accountNumber(customer, 'current');
  await signIn(page, customer, '/other-services/request-pay-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Pay Order' })).toBeVisible();
  await choose(page, /^Account to debit/, new RegExp(current));
  await page.getByRole('textbox', { name: /^Payee/ }).fill('Dhaka WASA');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('2500');
  await choose(page, /^Collect from branch/, /^Agrabad Branch/);
  // ৳100 and 15% VAT
  await expect(page.getByRole('status').filter({ hasText: 'Fee' })).toContainText('৳115.00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Request sent' })).toBeFocused();
  await expectAccessible(page);

  for (const [path, title] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(page);
  }
});

for (const [language, names] of [
  ['Türkçe', { hub: 'Diğer hizmetler', block: 'İşlem bloke ya da bloke kaldırma', bond: 'Devlet tahvili' }],
  ['বাংলা', { hub: 'অন্যান্য সেবা', block: 'লেনদেন ব্লক বা আনব্লক', bond: 'সরকারি বন্ড' }],
] as const)
  test(`the other services read in ${language}`, async ({ page, customer }) => {
    await signIn(page, customer, '/other-services');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: language }).click();
    await expect(page.getByRole('heading', { level: 1, name: names.hub })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/other-services/transaction-block-unblock');
    await expect(page.getByRole('heading', { level: 1, name: names.block })).toBeVisible();
    await expect(
      page
        .getByRole('button')
        .filter({ hasText: /Bloke et|ব্লক করুন/ })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
    await page.goto('/other-services/govt-bond');
    await expect(page.getByRole('heading', { level: 1, name: names.bond })).toBeVisible();
    await expectAccessible(page);
  });
