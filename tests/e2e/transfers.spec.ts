import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { TestCustomer } from '@taka/contracts';
import { allowConsoleError, expect, expectAccessible, signIn, test } from './fixtures.ts';
import {
  KARIM_SAVINGS,
  accountNumber,
  choose,
  dashboardLedgerBalance,
  detail,
  enterCodeFromOutbox,
  open,
} from './money-helpers.ts';

/** An own account as the review and receipt show it: "****0011". */
const masked = (number: string) => `****${number.slice(-4)}`;

/** Fills the own-account form: savings to current. */
async function fillOwnTransfer(page: Page, customer: TestCustomer, amount: string, remarks: string) {
  await open(page, '/fund-transfer/bank-account-own');
  await expect(page.getByRole('heading', { name: 'Own Account Transfer', level: 1 })).toBeVisible();
  await choose(page, /^From account/, new RegExp(accountNumber(customer, 'savings')));
  await choose(page, /^To account/, new RegExp(accountNumber(customer, 'current')));
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await page.getByRole('textbox', { name: /^Remarks/ }).fill(remarks);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('own-account transfer: review, code from the outbox, Thank You, a real PDF, balances moved by the amount', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  const savings = accountNumber(customer, 'savings');
  const current = accountNumber(customer, 'current');
  const savingsBefore = await dashboardLedgerBalance(page, savings);
  const currentBefore = await dashboardLedgerBalance(page, current);

  await fillOwnTransfer(page, customer, '1234.56', 'e2e own transfer');
  const review = page.getByRole('heading', { name: 'Check the transfer before you send it' });
  await expect(review).toBeFocused();
  await expect(detail(page, 'Grand total')).toHaveText('৳1,234.56');
  await expect(detail(page, 'Service charge')).toHaveText('৳0.00');
  // both accounts are the customer's: named by product and masked number, not twice by the holder's name
  await expect(detail(page, 'From account')).toHaveText(`Taka Savings Account · ${masked(savings)}`);
  await expect(detail(page, 'To account')).toHaveText(`Taka Current Account · ${masked(current)}`);
  await expect(page.locator('dl').getByText(customer.fullName)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send me the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code from your mobile' })).toBeFocused();
  await expectAccessible(page);
  await enterCodeFromOutbox(page, customer);
  await page.getByRole('button', { name: 'Confirm transfer' }).click();

  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
  await expect(detail(page, 'Amount')).toHaveText('৳1,234.56');
  await expect(detail(page, 'From Account/Card')).toHaveText('Taka Savings Account');
  await expect(detail(page, 'Account/Card No.')).toHaveText(masked(savings));
  await expect(detail(page, 'To Account')).toHaveText('Taka Current Account');
  await expect(detail(page, 'Account No.')).toHaveText(masked(current));
  await expect(detail(page, 'Date & Time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('transaction.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.length).toBeGreaterThan(60);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect.poll(() => dashboardLedgerBalance(page, savings)).toBe(savingsBefore - 123_456n);
  expect(await dashboardLedgerBalance(page, current)).toBe(currentBefore + 123_456n);
});

test('a double-clicked confirm moves the money once', async ({ page, customer }) => {
  const remarks = 'e2e double click';
  await signIn(page, customer);
  await fillOwnTransfer(page, customer, '10.00', remarks);
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await enterCodeFromOutbox(page, customer);
  await page.getByRole('button', { name: 'Confirm transfer' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();

  // The current account's statement (its opening balance and this transfer) has the transfer once.
  await open(page, '/statement');
  await choose(page, /^Account/, new RegExp(accountNumber(customer, 'current')));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('cell', { name: new RegExp(remarks) })).toHaveCount(1);
});

test('within the bank the review names the account holder before confirming', async ({ page, customer }) => {
  await signIn(page, customer, '/fund-transfer/bank-account-other');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: /^Payee's account number/ }).fill('10210000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText("Enter the payee's 13-digit account number.")).toBeVisible();

  await page.getByRole('textbox', { name: /^Payee's account number/ }).fill(KARIM_SAVINGS);
  await page.getByRole('textbox', { name: /^Amount/ }).fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(detail(page, 'Payee')).toHaveText('Karim Hossain');
  await expect(detail(page, "Payee's account or number")).toHaveText(KARIM_SAVINGS);
  await expect(page.getByRole('button', { name: 'Send me the code' })).toBeEnabled();
  await expectAccessible(page);
});

test('a refusal above the transfer form goes once the payee is corrected', async ({ page, customer }) => {
  allowConsoleError(page, /status of 422/);
  await signIn(page, customer, '/fund-transfer/bank-account-other');
  const payee = page.getByRole('textbox', { name: /^Payee's account number/ });
  const sameAccount = page.getByRole('alert').filter({ hasText: 'The two accounts are the same.' });
  await payee.fill(accountNumber(customer, 'savings'));
  await page.getByRole('textbox', { name: /^Amount/ }).fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(sameAccount).toBeVisible();
  await expectAccessible(page);

  await payee.fill('1021999999999');
  await expect(sameAccount).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('No account with this number can receive money.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await payee.fill(KARIM_SAVINGS);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(detail(page, 'Payee')).toHaveText('Karim Hossain');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an other-bank transfer the network rejects ends in Sorry (reversed)', async ({ page, customer }) => {
  await signIn(page, customer, '/fund-transfer');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Transfer to another bank' }).click();
  await expect(page).toHaveURL('/fund-transfer/other-bank-account');

  await page.getByRole('radio', { name: /NPSB/ }).check();
  await choose(page, /^Bank/, 'Dutch-Bangla Bank PLC');
  await choose(page, /^District/, 'Dhaka');
  await choose(page, /^Branch/, 'Gulshan Branch');
  await expect(page.getByRole('textbox', { name: 'Routing number' })).toHaveValue(/^\d{9}$/);
  await page.getByRole('textbox', { name: /^Account number/ }).fill('2050120000');
  await page.getByRole('textbox', { name: /^Account holder's name/ }).fill('Sadia Rahman');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('250');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(detail(page, 'Bank or provider')).toHaveText('Dutch-Bangla Bank PLC, Gulshan Branch');
  await expect(detail(page, 'Service charge')).toHaveText('৳10.00');
  await expect(detail(page, 'VAT (15% of the charge)')).toHaveText('৳1.50');
  await expect(detail(page, 'Grand total')).toHaveText('৳261.50');
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await enterCodeFromOutbox(page, customer);
  await page.getByRole('button', { name: 'Confirm transfer' }).click();

  await expect(page.getByRole('heading', { name: 'Sorry' })).toBeVisible();
  await expect(page.getByText('Reversed')).toBeVisible();
  await expectAccessible(page);
});

test('the MFS form checks the wallet number and is accessible', async ({ page, customer }) => {
  await signIn(page, customer, '/mfs-transfer');
  await expect(page.getByRole('heading', { name: 'MFS Transfer', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Nagad' }).check();
  await page.getByRole('textbox', { name: /^Wallet mobile number/ }).fill('01212345678');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1,00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter an 11-digit mobile number starting with 01.')).toBeVisible();
  await expect(page.getByText('Enter an amount in taka, such as 1500 or 1,500.50.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /^Wallet mobile number/ }).fill('01812345678');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(detail(page, 'Bank or provider')).toHaveText('Nagad');
  await expect(detail(page, 'Service charge')).toHaveText('৳7.50');
  await expect(detail(page, 'VAT (15% of the charge)')).toHaveText('৳1.13');
});

/** The element shows all of its text: nothing cut off inside it, and it ends within the window. */
async function expectWhollyShown(element: Locator) {
  const box = await element.evaluate((node) => ({
    overflow: node.scrollWidth - node.clientWidth,
    right: node.getBoundingClientRect().right,
    windowWidth: window.innerWidth,
  }));
  expect(box.overflow, 'text cut off inside').toBeLessThanOrEqual(0);
  expect(box.right, 'beyond the window').toBeLessThanOrEqual(box.windowWidth);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the account pickers show the whole account number and the balance', async ({ page, customer }) => {
    await signIn(page, customer, '/fund-transfer/bank-account-own');
    const savings = accountNumber(customer, 'savings');
    const current = accountNumber(customer, 'current');
    const from = page.getByRole('combobox', { name: /^From account/ });
    await expect(from).toHaveText(
      new RegExp(`^Taka Savings Account · ${savings} · available ৳[\\d,]+\\.\\d{2}$`),
    );
    await expectWhollyShown(from);

    await from.click();
    const options = page.getByRole('option');
    await expect(options).toHaveText([
      new RegExp(`${savings} · available`),
      new RegExp(`${current} · available`),
    ]);
    for (const option of await options.all()) await expectWhollyShown(option);
    await options.last().click();
    await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
    await expect(from).toContainText(current);
    await expectWhollyShown(from);

    const to = page.getByRole('combobox', { name: /^To account/ });
    await choose(page, /^To account/, new RegExp(savings));
    await expect(to).toHaveText(`Taka Savings Account · ${savings}`);
    await expectWhollyShown(to);
    await expectAccessible(page);
  });
});
