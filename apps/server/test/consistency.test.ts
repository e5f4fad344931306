import { randomUUID } from 'node:crypto';
import {
  AccountListSchema,
  CardListSchema,
  DueBillSchema,
  LoanListSchema,
  NotificationListResponseSchema,
  OWN_ACCOUNT_MOVES,
  parseMoney,
  SpendingSummarySchema,
  StatementSchema,
  TestCustomerSchema,
  TransactionHistorySchema,
  TransactionStatusResponseSchema,
  type ListedTransaction,
  type OtpChallenge,
  type TestCustomer,
} from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDate } from '../src/modules/limits/periods.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, KARIM, RAHIM, signIn, type Device } from './helpers/client.ts';
import { codeFor, expectLedgerConsistent, receiptOf, rows, transfer } from './helpers/money.ts';

/**
 * One truth on every screen: for the seeded customers and customers of the test's own, what the dashboard, the
 * transaction history, the statements, the receipts, the bell, the loans and the cards say agrees with the ledger's
 * journals and postings.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Journal = {
  id: string;
  transaction_id: string;
  type: string;
  status: string;
  customer_id: string | null;
  amount: string;
  to_name: string;
  to_number: string;
};

const get = async (device: Device, url: string) => {
  const response = await as(t.app, device, { method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<unknown>();
};

/** The whole history, page after page. */
async function wholeHistory(device: Device): Promise<ListedTransaction[]> {
  const all: ListedTransaction[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const page = TransactionHistorySchema.parse(
      await get(device, `/api/transactions/history?size=7${query}`),
    );
    all.push(...page.transactions);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

/** The journals that moved money on the customer's accounts or that the customer made, from the ledger itself. */
const ledgerJournals = (customerId: string) =>
  rows<Journal>(
    t.database.db,
    sql`select j.id::text, j.transaction_id, j.type, j.status, j.customer_id, j.amount::text, j.to_name, j.to_number
      from journals j where j.customer_id = ${customerId} or exists (select 1 from postings p
        join accounts a on a.id = p.account_id where p.journal_id = j.id and a.customer_id = ${customerId})`,
  );

async function expectScreensAgreeWithLedger(customerId: string, device: Device) {
  const journals = await ledgerJournals(customerId);
  const history = await wholeHistory(device);

  // the history holds every journal, each once, with the ledger's amount and status
  expect(history.map((row) => row.transactionId).sort()).toEqual(
    journals.map((j) => j.transaction_id).sort(),
  );
  const byId = new Map(journals.map((j) => [j.transaction_id, j]));
  for (const row of history) {
    const journal = byId.get(row.transactionId)!;
    expect([row.transactionStatus, parseMoney(row.transactionAmount)], row.transactionId).toEqual([
      journal.status,
      BigInt(journal.amount),
    ]);
    if (row.direction === 'sent' && journal.type !== 'reversal')
      expect(row.counterpart?.number, row.transactionId).toBe(row.toAccount);
  }

  // the dashboard's recent transactions are the history's newest, the same rows
  const recent = TransactionHistorySchema.parse(await get(device, '/api/transactions/history?size=5'));
  expect(recent.transactions).toEqual(history.slice(0, 5));

  // whatever the bell tells of a transaction is in the history, findable by its status and its payee
  const bell = NotificationListResponseSchema.parse(
    (
      await as(t.app, device, {
        method: 'POST',
        url: '/api/notification-service/instant-notification/list',
        payload: { pageNumber: 0, pageSize: 100, categoryType: 'TRANSACTIONAL' },
      })
    ).json(),
  ).data.data;
  for (const notice of bell.filter((n) => n.transactionId)) {
    const row = history.find((r) => r.transactionId === notice.transactionId);
    expect(row, `${notice.messageTitle}: ${notice.transactionId}`).toBeDefined();
    const found = TransactionHistorySchema.parse(
      await get(
        device,
        `/api/transactions/history?size=100&status=${row!.transactionStatus}&q=${encodeURIComponent(row!.counterpart?.name ?? row!.transactionId)}`,
      ),
    );
    expect(
      found.transactions.map((r) => r.transactionId),
      JSON.stringify(row),
    ).toContain(row!.transactionId);
  }

  // each receipt says what the history says
  for (const row of history) {
    const receipt = TransactionStatusResponseSchema.parse(
      await get(device, `/api/notification-service/transaction-status/${row.transactionId}`),
    ).data;
    const { direction: _direction, counterpart: _counterpart, ...listed } = row;
    expect(receipt, row.transactionId).toEqual(listed);
  }

  // every account on the dashboard: its balance is its postings' sum, its statement's rows are its postings
  const { accounts } = AccountListSchema.parse(await get(device, '/api/accounts'));
  const today = dhakaDate(t.clock.now());
  for (const account of accounts) {
    const [posted] = await rows<{ sum: string; count: string }>(
      t.database.db,
      sql`select coalesce(sum(amount), 0)::text as sum, count(*)::text from postings where account_id = ${account.id}`,
    );
    expect(parseMoney(account.ledgerBalance), account.number).toBe(BigInt(posted!.sum));
    const statement = StatementSchema.parse(
      await get(device, `/api/statement?accountId=${account.id}&from=2000-01-01&to=${today}&size=100`),
    );
    expect(statement.totalElements, account.number).toBe(Number(posted!.count));
    expect(parseMoney(statement.closingBalance), account.number).toBe(BigInt(posted!.sum));
    for (const line of statement.rows) {
      const row = history.find((r) => r.transactionId === line.transactionId);
      expect(row, `${account.number}: ${line.transactionId}`).toBeDefined();
      // a row the customer paid out names the payee the history names
      if (line.direction === 'debit' && row!.direction === 'sent' && line.type !== 'reversal')
        expect(line.counterpart, line.transactionId).toEqual(row!.counterpart);
    }
  }

  // a loan's paid instalments are the customer's payments into it in the ledger, every one an instalment
  const { loans } = LoanListSchema.parse(await get(device, '/api/loans'));
  for (const loan of loans) {
    const paidIn = journals.filter((j) => j.customer_id === customerId && j.to_number === loan.accountNumber);
    expect(paidIn.map((j) => [j.type, j.status])).toEqual(paidIn.map(() => ['loan_instalment', 'SUCCESS']));
    expect(loan.paidInstalments, loan.accountNumber).toBe(paidIn.length);
  }

  // a card account and its card are one product
  const { cards } = CardListSchema.parse(await get(device, '/api/cards'));
  for (const card of cards.filter((c) => c.kind === 'credit')) {
    const account = accounts.find((a) => a.number === card.accountNumber)!;
    expect(card.productName.startsWith(account.productName), card.maskedNumber).toBe(true);
  }

  // spending is what the history shows going out, own-account moves left out
  const spending = SpendingSummarySchema.parse(await get(device, '/api/transactions/spending'));
  const windowStart = spending.days[0]!.date;
  const spent = history
    .filter(
      (row) =>
        row.direction === 'sent' &&
        !OWN_ACCOUNT_MOVES.includes(row.type) &&
        ['SUCCESS', 'PROCESSING', 'PENDING', 'APPROVED'].includes(row.transactionStatus) &&
        dhakaDate(new Date(row.transactionTime)) >= windowStart,
    )
    .reduce((sum, row) => sum + parseMoney(row.grandTotalAmount), 0n);
  expect(parseMoney(spending.total)).toBe(spent);
}

async function newCustomer(): Promise<{ customer: TestCustomer; device: Device }> {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/dev/customers',
    payload: {
      accounts: [
        { kind: 'savings', balance: '200000.00' },
        { kind: 'current', balance: '50000.00' },
      ],
      loans: [{ principal: '60000.00', annualRate: '12.00', tenorMonths: 12 }],
      cards: [{ kind: 'credit' }],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const customer = TestCustomerSchema.parse(made.json());
  return { customer, device: await signIn(t.app, t.clock, customer) };
}

/** A code-confirmed POST: asks `${url}/otp` for the code, then posts `body` with it under a fresh key. */
async function confirmed(made: { customer: TestCustomer; device: Device }, url: string, payload: object) {
  const asked = await as(t.app, made.device, { method: 'POST', url: `${url}/otp`, payload });
  expect(asked.statusCode, asked.body).toBe(200);
  const { challengeId } = asked.json<OtpChallenge>();
  return { challengeId, code: await codeFor(t.app, made.customer.mobileNumber, challengeId) };
}

describe('every screen agrees with the ledger', () => {
  it('for the seeded customers', async () => {
    for (const seeded of [RAHIM, KARIM])
      await expectScreensAgreeWithLedger(seeded.id, await signIn(t.app, t.clock, { email: seeded.email! }));
  });

  it('for customers of the test’s own after transfers, a reversed payment, a bill, a deposit and an instalment', async () => {
    const payer = await newCustomer();
    const payee = await newCustomer();
    const [savings, current] = payer.customer.accounts;
    const send = (request: object) =>
      transfer(t.app, payer.device, payer.customer.mobileNumber, {
        sourceAccountId: savings!.id,
        ...request,
      } as Parameters<typeof transfer>[3]);
    await receiptOf(
      await send({ type: 'within_bank', accountNumber: payee.customer.accounts[0]!.number, amount: '1500' }),
    );
    await receiptOf(await send({ type: 'own', destinationAccountId: current!.id, amount: '700' }));
    const rejected = await receiptOf(
      await send({ type: 'mfs', provider: 'bkash', walletNumber: '01711110000', amount: '300' }),
    );
    expect(rejected.transactionStatus).toBe('REVERSE');
    const bill = DueBillSchema.parse(await get(payer.device, '/api/billers/dwasa/bills/7788123'));
    const { code: billerCode } = bill.biller;
    const { customerNumber, billNumber, amountDue: amount } = bill;
    await receiptOf(await send({ type: 'bill', billerCode, customerNumber, billNumber, amount }));

    const deposit = {
      fromAccountId: savings!.id,
      amount: '20000',
      tenorMonths: 12,
      instruction: 'renew_principal_and_interest',
    };
    const opened = await as(t.app, payer.device, {
      method: 'POST',
      url: '/api/fdr',
      payload: { deposit, ...(await confirmed(payer, '/api/fdr', deposit)) },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const instalments = `/api/loans/${payer.customer.loans[0]!.id}/instalments`;
    const payment = { fromAccountId: current!.id, instalment: 1 };
    const paid = await as(t.app, payer.device, {
      method: 'POST',
      url: instalments,
      payload: { payment, ...(await confirmed(payer, instalments, payment)) },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    await expectScreensAgreeWithLedger(payer.customer.customerId, payer.device);
    await expectScreensAgreeWithLedger(payee.customer.customerId, payee.device);
    await expectLedgerConsistent(t.database.db);
  });
});
