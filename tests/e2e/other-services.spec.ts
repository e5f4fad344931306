import { allowConsoleError, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { typeDate } from './date-fields.ts';
import {
  accountNumber,
  choose,
  dialogShown,
  enterCodeFromOutbox,
  KARIM_SAVINGS,
  runBackOfficeAsOf,
  signInThroughApi,
} from './money-helpers.ts';

const HOUR = 60 * 60_000;

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

test('a pay order is requested with its fee shown', async ({ page, customer }) => {
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
});

for (const [path, title] of PAGES)
  test(`the ${title} page has its heading and is accessible`, async ({ page, customer }) => {
    await signIn(page, customer, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(page);
  });

test('a positive pay instruction lets only its matching cheque be paid', async ({
  page,
  customer,
  request,
}) => {
  const current = customer.accounts.find((account) => account.kind === 'current')!;
  // A cheque book first: a chequebook request the back office issues, for this customer only.
  const headers = await signInThroughApi(request, customer);
  const branches = await request.get('/api/service-requests/branches', { headers: headers() });
  const { branches: list } = (await branches.json()) as { branches: { routingNumber: string }[] };
  const ordered = await request.post('/api/service-requests', {
    headers: headers(),
    data: {
      type: 'chequebook',
      payload: { accountId: current.id, leaves: 10, branch: list[0]!.routingNumber },
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const now = Date.now();
  expect(await runBackOfficeAsOf(request, customer, new Date(now + HOUR))).toBe(1);
  expect(await runBackOfficeAsOf(request, customer, new Date(now + 3 * HOUR))).toBe(1);
  const books = await request.get('/api/cheque-books', { headers: headers() });
  const [book] = ((await books.json()) as { chequeBooks: { id: string; firstLeaf: number }[] }).chequeBooks;
  const leaf = book!.firstLeaf;

  await signIn(page, customer, '/other-services');
  await expect(page.getByRole('heading', { name: 'Positive pay', exact: true })).toBeVisible();
  await page.goto('/other-services/positive-pay-instruction');
  await expect(page.getByRole('heading', { level: 1, name: 'Positive Pay Instruction' })).toBeVisible();
  await choose(page, /^Cheque book/, new RegExp(current.number));
  await choose(page, /^Cheque number/, String(leaf));
  await typeDate(page, /^Cheque date/, '2026-12-01');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('7500');
  await page.getByRole('textbox', { name: /^Payee/ }).fill('Karim Hossain');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Request sent' })).toBeFocused();

  // The cheque is presented: altered, it is refused; as instructed, it is paid.
  const cheque = {
    chequeBookId: book!.id,
    leaf,
    amount: '7500.00',
    payee: 'Karim Hossain',
    date: '2026-12-01',
  };
  const altered = await request.post('/api/dev/cheques/present', {
    headers: headers(),
    data: { ...cheque, amount: '75000.00' },
  });
  expect(altered.status()).toBe(422);
  expect(((await altered.json()) as { code: string }).code).toBe('POSITIVE_PAY_MISMATCH');
  const paid = await request.post('/api/dev/cheques/present', { headers: headers(), data: cheque });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.goto('/dashboard/cheque-status-enquiry');
  await expect(page.getByText(`${leaf}: Paid`)).toBeVisible();
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
