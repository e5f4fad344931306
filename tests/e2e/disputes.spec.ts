import type { APIRequestContext } from '@playwright/test';
import type { OutboxMessage, TestCustomer } from '@taka/contracts';
import { allowConsoleError, expect, expectAccessible, newCustomer, signIn, test } from './fixtures.ts';
import {
  accountCard,
  accountNumber,
  choose,
  dashboardLedgerBalance,
  dialogShown,
  enterCodeFromOutbox,
  KARIM_SAVINGS,
  runBackOfficeAsOf,
  signInThroughApi,
  transferThroughApi,
} from './money-helpers.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** The monthly e-statement job as of `asOf`, for `customer`'s accounts only (decision 036). */
async function runEStatementsAsOf(request: APIRequestContext, customer: TestCustomer, asOf: Date) {
  const headers = await signInThroughApi(request, customer);
  const answer = await request.post('/api/dev/e-statements/run', {
    headers: headers(),
    data: { asOf: asOf.toISOString() },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { sent: number }).sent;
}

test('a dispute raised from a receipt is followed to upheld and the balance is restored', async ({
  page,
  customer,
  request,
}) => {
  const savings = accountNumber(customer, 'savings');
  const receipt = await transferThroughApi(request, customer, KARIM_SAVINGS, '1500.00');
  await signIn(page, customer, '/dashboard');
  const before = await dashboardLedgerBalance(page, savings);

  // The history row opens the receipt, which offers the dispute.
  await page.goto('/transaction-history');
  await page.getByRole('button', { name: receipt.transactionId }).click();
  const receiptDialog = page.getByRole('dialog', { name: 'Thank You' });
  await dialogShown(page);
  await receiptDialog.getByRole('button', { name: 'Dispute this transaction' }).click();
  const form = page.getByRole('dialog', { name: 'Dispute a transaction' });
  await expect(form).toContainText(receipt.transactionId);
  await form.getByRole('button', { name: 'Submit dispute' }).click();
  await expect(form.getByText('Choose why you dispute the transaction.')).toBeVisible();
  await choose(page, /^Reason/, 'I was charged twice');
  await form.getByRole('textbox', { name: /^What happened/ }).fill('The same payment went out twice today.');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(form.getByText('statement.pdf')).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Submit dispute' }).click();
  const sent = form.getByRole('status').filter({ hasText: 'Dispute sent' });
  await expect(sent).toBeVisible();
  const reference = /SR-\d{4}-\d{6,}/.exec((await sent.textContent()) ?? '')![0];
  await form.getByRole('link', { name: 'Service request history' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Service Request History' })).toBeVisible();
  const row = page.getByRole('button', { name: new RegExp(reference) });
  await expect(row).toContainText('Submitted');
  const now = Date.now();
  expect(await runBackOfficeAsOf(request, customer, new Date(now + HOUR))).toBe(1);
  expect(await runBackOfficeAsOf(request, customer, new Date(now + 3 * HOUR))).toBe(1);
  await page.reload();
  await expect(row).toContainText('Completed');
  await expectAccessible(page);

  // The money is back, by a new transaction; the history marks the disputed one.
  await page.goto('/dashboard');
  await expect.poll(() => dashboardLedgerBalance(page, savings)).toBe(before + 150_000n);
  await page.goto('/transaction-history');
  await expect(page.getByText('Dispute refund', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Dispute upheld').first()).toBeVisible();
  await page.getByRole('button', { name: receipt.transactionId }).click();
  await dialogShown(page);
  await expect(page.getByRole('dialog', { name: 'Thank You' })).toContainText(
    `Dispute upheld: the money was credited back (${reference}).`,
  );
  await expect(page.getByRole('button', { name: 'Dispute this transaction' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a receipt’s buttons stay put while its dispute part loads', async ({ page, customer, request }) => {
  await transferThroughApi(request, customer, KARIM_SAVINGS, '100.00');
  // The dispute part's code and the customer's disputes are held until the receipt's buttons have been measured.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  const hold = (url: RegExp) =>
    page.route(url, (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
  await hold(/\/assets\/DisputeSection-[^/]+\.js$/);
  await hold(/\/api\/disputes$/);
  await signIn(page, customer, '/dashboard');
  // The newest transaction, the transfer, opens its receipt.
  await page.getByRole('list', { name: 'Recent transactions' }).getByRole('button').first().click();
  const receiptDialog = page.getByRole('dialog', { name: 'Thank You' });
  await dialogShown(page);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const download = receiptDialog.getByRole('button', { name: 'Download' });
  const before = await download.boundingBox();

  holding = false;
  for (const release of held.splice(0)) await release();
  await expect(receiptDialog.getByRole('button', { name: 'Dispute this transaction' })).toBeVisible();
  expect(await download.boundingBox()).toEqual(before);
});

test('another account of the customer’s is tagged with a code and shows on the dashboard', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, { untaggedAccount: { kind: 'current', balance: '7000.00' } });
  const number = customer.untaggedAccountNumber!;
  await signIn(page, customer, '/dashboard');
  await expect(accountCard(page, number)).toHaveCount(0);

  await page.goto('/dashboard/tag-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Tag Account' })).toBeVisible();
  await expectAccessible(page);
  const field = page.getByRole('textbox', { name: /^Account number/ });
  // An unknown number (and another customer's, which answers the same) is refused on the field.
  allowConsoleError(page, /account-tagging\/otp/);
  await field.fill('1999999999999');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We found no account of yours with this number to tag.')).toBeVisible();
  await field.fill(number);
  await page.getByRole('button', { name: 'Send code' }).click();
  await enterCodeFromOutbox(page, customer);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Tag account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Account tagged' })).toContainText(number);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(accountCard(page, number)).toBeVisible();
  expect(await dashboardLedgerBalance(page, number)).toBe(700_000n);
});

test('an account is subscribed to e-statements and the month’s statement is e-mailed as a PDF', async ({
  page,
  customer,
  request,
}) => {
  const savings = accountNumber(customer, 'savings');
  await signIn(page, customer, '/account-services');
  await page.getByRole('heading', { name: 'E-statement', exact: true }).click();
  await page.goto('/dashboard/e-statement');
  await expect(page.getByRole('heading', { level: 1, name: 'E-Statement' })).toBeVisible();
  await expectAccessible(page);
  const item = page.getByRole('listitem').filter({ hasText: savings });
  // The switch follows the server: it turns on once the subscription is stored.
  const monthly = item.getByRole('switch', { name: 'Monthly e-statement' });
  await monthly.click();
  await expect(monthly).toBeChecked();
  await expect(item).toContainText(`The statement of ${savings} is e-mailed to you every month.`);
  await expect(page.getByText(`Statements go to ${customer.email}.`)).toBeVisible();
  await expectAccessible(page);

  const asOf = new Date(Date.now() + 32 * DAY);
  expect(await runEStatementsAsOf(request, customer, asOf)).toBe(1);
  expect(await runEStatementsAsOf(request, customer, asOf)).toBe(0);
  const outbox = await request.get(`/api/dev/outbox?to=${customer.email}&limit=50`);
  // The server's own monthly job may meanwhile have e-mailed last month's statement to the new subscriber: only the
  // mails this run wrote (dated as of its day) are counted.
  const mails = ((await outbox.json()) as { messages: OutboxMessage[] }).messages.filter(
    (message) => message.purpose === 'e-statement' && message.createdAt === asOf.toISOString(),
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]!.attachment).toMatchObject({ type: 'application/pdf', name: new RegExp(savings) });
});

for (const [language, names] of [
  ['Türkçe', { tag: 'Hesap bağla', eStatement: 'E-hesap özeti', dispute: 'Bu işleme itiraz et' }],
  ['বাংলা', { tag: 'হিসাব যুক্ত করুন', eStatement: 'ই-স্টেটমেন্ট', dispute: 'এই লেনদেনে আপত্তি করুন' }],
] as const)
  test(`disputes, tagging and e-statements read in ${language}`, async ({ page, customer, request }) => {
    const receipt = await transferThroughApi(request, customer, KARIM_SAVINGS, '100.00');
    await signIn(page, customer, '/dashboard/tag-account');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: language }).click();
    await expect(page.getByRole('heading', { level: 1, name: names.tag })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/dashboard/e-statement');
    await expect(page.getByRole('heading', { level: 1, name: names.eStatement })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/transaction-history');
    await page.getByRole('button', { name: receipt.transactionId }).click();
    await dialogShown(page);
    await page.getByRole('button', { name: names.dispute }).click();
    await expect(page.getByRole('combobox')).toBeVisible();
    // the dispute form opens over the receipt: wait until it has faded in
    await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
    await expectAccessible(page);
  });
