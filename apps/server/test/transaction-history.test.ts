import {
  TransactionHistorySchema,
  type ListedTransaction,
  type TestCustomer,
  type TransactionHistoryQuery,
} from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../src/modules/dev/test-customers.ts';
import { dhakaDate } from '../src/modules/limits/periods.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, refusal, signIn, type Device } from './helpers/client.ts';
import { receiptOf, transfer } from './helpers/money.ts';

const DAY = 24 * 60 * 60 * 1000;
const twoAccounts = [
  { kind: 'savings' as const, balance: '50000.00' },
  { kind: 'current' as const, balance: '1000.00' },
];

let t: TestApp;
let payer: TestCustomer;
let payee: TestCustomer;
let device: Device;
/** The transaction ids the payer made, in the order made. */
const made: Record<string, string> = {};
let firstDay: string;

const signedIn = (customer: TestCustomer) => signIn(t.app, t.clock, { email: customer.email });

beforeAll(async () => {
  t = await startTestApp();
  payer = await createTestCustomer(t.app.db, t.clock, { password: 'Taka#2026', accounts: twoAccounts });
  payee = await createTestCustomer(t.app.db, t.clock, { password: 'Taka#2026', accounts: twoAccounts });
  firstDay = dhakaDate(t.clock.now());
  device = await signedIn(payer);
  const pay = async (name: string, request: Parameters<typeof transfer>[3]) => {
    made[name] = (await receiptOf(await transfer(t.app, device, payer.mobileNumber, request))).transactionId;
    t.clock.advance(60_000);
  };
  const source = payer.accounts[0]!.id;
  await pay('rent', {
    type: 'within_bank',
    sourceAccountId: source,
    accountNumber: payee.accounts[0]!.number,
    amount: '1200.50',
    remarks: 'Rent for March',
  });
  await pay('own', {
    type: 'own',
    sourceAccountId: source,
    destinationAccountId: payer.accounts[1]!.id,
    amount: '300',
  });
  await pay('rejected', {
    type: 'mfs',
    sourceAccountId: source,
    provider: 'bkash',
    walletNumber: '01711220000',
    amount: '75',
  });
  // Two days later: the payee pays back, and the payer pays once more.
  t.clock.advance(2 * DAY);
  const payeeDevice = await signedIn(payee);
  made.refund = (
    await receiptOf(
      await transfer(t.app, payeeDevice, payee.mobileNumber, {
        type: 'within_bank',
        sourceAccountId: payee.accounts[0]!.id,
        accountNumber: payer.accounts[1]!.number,
        amount: '40',
        remarks: 'Change',
      }),
    )
  ).transactionId;
  t.clock.advance(60_000);
  device = await signedIn(payer);
  await pay('late', {
    type: 'within_bank',
    sourceAccountId: source,
    accountNumber: payee.accounts[1]!.number,
    amount: '10',
  });
});
afterAll(() => t.close());

async function history(query: TransactionHistoryQuery = {}, by = device) {
  const parameters = Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const response = await as(t.app, by, {
    method: 'GET',
    url: '/api/transactions/history',
    query: parameters,
  });
  expect(response.statusCode, response.body).toBe(200);
  return TransactionHistorySchema.parse(response.json());
}
const ids = (transactions: ListedTransaction[]) => transactions.map((row) => row.transactionId);

describe('GET /api/transactions/history', () => {
  it('lists every transaction on the customer accounts, sent and received, newest first', async () => {
    const { transactions, nextCursor } = await history();
    expect(nextCursor).toBeNull();
    const times = transactions.map((row) => row.transactionTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(ids(transactions).slice(0, 2)).toEqual([made.late, made.refund]);
    expect(ids(transactions)).toEqual(expect.arrayContaining(Object.values(made)));
    // The rejected payment, its reversal, and the opening balance are there too; each transaction once.
    expect(transactions.map((row) => row.type)).toEqual(expect.arrayContaining(['reversal', 'opening']));
    expect(new Set(ids(transactions)).size).toBe(transactions.length);
    expect(transactions.find((row) => row.transactionId === made.refund)).toMatchObject({
      direction: 'received',
      counterpart: { number: payee.accounts[0]!.number },
    });
  });

  it('walks pages by cursor with no gaps or repeats', async () => {
    const all = ids((await history()).transactions);
    const walked: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await history({ size: 2, ...(cursor ? { cursor } : {}) });
      expect(page.transactions.length).toBeLessThanOrEqual(2);
      walked.push(...ids(page.transactions));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(walked).toEqual(all);
  });

  it('filters by type, status, amount, account, date range and text', async () => {
    expect(ids((await history({ type: 'own' })).transactions)).toEqual([made.own]);
    expect(ids((await history({ status: 'REVERSE' })).transactions)).toContain(made.rejected);
    expect(
      (await history({ status: 'REVERSE' })).transactions.every((row) => row.transactionStatus === 'REVERSE'),
    ).toBe(true);
    expect(ids((await history({ minAmount: '1200.50', maxAmount: '1200.50' })).transactions)).toEqual([
      made.rent,
    ]);
    expect(
      ids((await history({ minAmount: '40', maxAmount: '75', type: 'within_bank' })).transactions),
    ).toEqual([made.refund]);
    const current = ids((await history({ accountId: payer.accounts[1]!.id })).transactions);
    expect(current).toEqual(expect.arrayContaining([made.refund, made.own]));
    expect(current).not.toContain(made.rent);
    const today = dhakaDate(t.clock.now());
    expect(ids((await history({ from: today, to: today })).transactions)).toEqual([made.late, made.refund]);
    expect(ids((await history({ from: firstDay, to: firstDay, type: 'within_bank' })).transactions)).toEqual([
      made.rent,
    ]);
    expect(ids((await history({ q: 'rent for' })).transactions)).toEqual([made.rent]);
    expect(ids((await history({ q: made.own!.toLowerCase() })).transactions)).toEqual([made.own]);
    expect(ids((await history({ q: payee.accounts[1]!.number })).transactions)).toEqual([made.late]);
    // LIKE wildcards are plain text.
    expect((await history({ q: '%' })).transactions).toEqual([]);
    // An empty parameter is no filter.
    expect((await history({ q: '', status: '' as 'FAIL' })).transactions.length).toBeGreaterThan(5);
  });

  it('shows a customer only their own transactions and accounts', async () => {
    const other = await signedIn(payee);
    const theirs = ids((await history({}, other)).transactions);
    expect(theirs).not.toContain(made.own);
    expect(theirs).toContain(made.rent);
    const foreign = await as(t.app, other, {
      method: 'GET',
      url: '/api/transactions/history',
      query: { accountId: payer.accounts[0]!.id },
    });
    expect(refusal(foreign)).toEqual([404, 'NOT_FOUND']);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/transactions/history' });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each<Record<string, string>>([
    { cursor: 'abc' },
    { size: '0' },
    { size: '101' },
    { type: 'teleport' },
    { status: 'DONE' },
    { minAmount: '1.234' },
    { maxAmount: '-5' },
    { minAmount: '10', maxAmount: '9.99' },
    { from: '2026-03-02', to: '2026-03-01' },
    { from: '2026-02-30' },
    { accountId: 'not-a-uuid' },
    { q: 'x'.repeat(65) },
  ])('refuses bad input %o with 400', async (query) => {
    const response = await as(t.app, device, { method: 'GET', url: '/api/transactions/history', query });
    expect(refusal(response)).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('GET /api/transactions/history/csv and /pdf', () => {
  const download = (format: 'csv' | 'pdf', query: Record<string, string>, by = device) =>
    as(t.app, by, { method: 'GET', url: `/api/transactions/history/${format}`, query });

  it('writes the filtered history as formula-safe CSV, in the language asked for', async () => {
    const response = await download('csv', { language: 'en', type: 'within_bank' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="transaction-history-.*\.csv"$/,
    );
    const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('"Date & Time","Transaction ID","Description","Remarks","Status","Debit","Credit"');
    // newest first: the late payment (sent: debit), the refund (received: credit), the rent
    expect(lines.slice(1, 4).map((line) => line.split('","')[1])).toEqual([
      made.late,
      made.refund,
      made.rent,
    ]);
    expect(lines[2]).toMatch(/"Change","Successful","","40\.00"$/);
    expect(lines[3]).toMatch(/"Rent for March","Successful","1200\.50",""$/);
    expect(lines).toHaveLength(5);

    const bengali = await download('csv', { language: 'bn', type: 'own' });
    const rows = bengali.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(rows[0]).toContain('"লেনদেন আইডি"');
    expect(rows[1]).toContain(made.own);
  });

  it('writes the filtered history as a PDF', async () => {
    const response = await download('pdf', { language: 'tr', status: 'REVERSE' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('refuses a foreign account (404), an unknown language or a bad filter (400), and a guest (401)', async () => {
    const other = await signedIn(payee);
    expect(
      refusal(await download('csv', { language: 'en', accountId: payer.accounts[0]!.id }, other)),
    ).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await download('csv', { language: 'fr' }))).toEqual([400, 'VALIDATION_FAILED']);
    expect(refusal(await download('pdf', { language: 'en', minAmount: '5', maxAmount: '1' }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    const guest = await t.app.inject({ method: 'GET', url: '/api/transactions/history/csv?language=en' });
    expect(guest.statusCode).toBe(401);
  });
});
