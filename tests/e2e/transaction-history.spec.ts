import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, newCustomer, signIn, test } from './fixtures.ts';
import { accountNumber, transferThroughApi } from './money-helpers.ts';

test('the history lists the transfers, keeps a filter in the URL across a reload and opens a receipt', async ({
  page,
  customer,
  request,
}) => {
  const payee = await newCustomer(request);
  const rent = await transferThroughApi(request, customer, accountNumber(payee, 'savings'), '1500');
  const tea = await transferThroughApi(request, customer, accountNumber(payee, 'savings'), '25.50');

  await signIn(page, customer, '/transaction-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Transactions' }).getByRole('row');
  // newest first: the header, then the second transfer, then the first
  await expect(rows.nth(1)).toContainText(tea.transactionId);
  await expect(rows.nth(2)).toContainText(rent.transactionId);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Amount from' }).fill('1000');
  await page.getByRole('button', { name: 'Apply' }).click();
  // the URL keeps the amount's canonical decimal, as JSON: ?minAmount=%221000.00%22
  await expect.poll(() => new URL(page.url()).searchParams.get('minAmount')).toBe('"1000.00"');
  await expect(page.getByRole('button', { name: rent.transactionId })).toBeVisible();
  await expect(page.getByRole('button', { name: tea.transactionId })).toBeHidden();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Amount from' })).toHaveValue('1,000.00');
  await expect(page.getByRole('button', { name: tea.transactionId })).toBeHidden();
  await page.getByRole('button', { name: rent.transactionId }).click();
  const receipt = page.getByRole('dialog', { name: 'Thank You' });
  await expect(receipt).toContainText(rent.transactionId);
  await expect(receipt).toContainText('1,500.00');
  await expectAccessible(page);
  await receipt.getByRole('button', { name: 'Cancel' }).click();
  await expect(receipt).toBeHidden();

  // the CSV holds what the filter shows
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^transaction-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await csv.path())!)).subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('"Date & Time","Transaction ID","Description","Remarks","Status","Debit","Credit"');
  // newest first: the rent, then the opening balance (also 1000 or more); not the small transfer
  expect(lines[1]).toContain(`"${rent.transactionId}"`);
  expect(lines[1]).toMatch(/"Successful","1500\.00",""$/);
  expect(lines[2]).toContain('"Opening balance"');
  expect(lines.join('\n')).not.toContain(tea.transactionId);

  // a filter nothing matches: the empty state
  await page.getByRole('searchbox', { name: /^Search/ }).fill('no such payee');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'No transactions found' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('no such payee');
  await expectAccessible(page);

  // a bad range is refused on the form and not sent
  await page.getByRole('textbox', { name: 'Amount to' }).fill('10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The upper amount must not be below the lower one.')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('maxAmount')).toBe(false);
});

test('in Bengali the history is written in Bengali, amounts in Bengali digits', async ({
  page,
  customer,
  request,
}) => {
  const payee = await newCustomer(request);
  const sent = await transferThroughApi(request, customer, accountNumber(payee, 'savings'), '1234.5');
  await signIn(page, customer, '/transaction-history');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'লেনদেনের ইতিহাস' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: sent.transactionId });
  await expect(row).toContainText('ফান্ড ট্রান্সফার, প্রাপক:');
  await expect(row).toContainText('১,২৩৪.৫০');
  await expectAccessible(page);
});
