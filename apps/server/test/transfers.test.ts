import {
  StatementSchema,
  TransactionHistorySchema,
  TransactionStatusResponseSchema,
  TransferQuoteSchema,
  type TransferRequestInput,
} from '@taka/contracts';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDate } from '../src/modules/limits/periods.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, KARIM, RAHIM, signIn, type Device } from './helpers/client.ts';
import {
  balanceOf,
  challenge,
  execute,
  expectLedgerConsistent,
  receiptOf,
  SEED_ACCOUNTS,
  transfer,
} from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
let karim: Device;
beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  karim = await signIn(t.app, t.clock, { email: KARIM.email });
});
afterAll(() => t.close());

const { rahim: R, karim: K } = SEED_ACCOUNTS;
const toKarim = (amount: string, remarks = ''): TransferRequestInput => ({
  type: 'within_bank',
  sourceAccountId: R.savings.id,
  accountNumber: K.savings.number,
  amount,
  remarks,
});

describe('quote', () => {
  it('shows the payee name within the bank, no charge, and that funds and limits allow it', async () => {
    const response = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/transactions/quote',
      payload: toKarim('1500'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = TransferQuoteSchema.parse(response.json());
    expect(quote).toMatchObject({
      type: 'within_bank',
      amount: '1500.00',
      charge: '0.00',
      vat: '0.00',
      grandTotal: '1500.00',
      payee: { name: 'Karim Hossain', number: K.savings.number, institution: null, productName: null },
      sufficientFunds: true,
      limitCheck: { allowed: true, code: null },
    });
  });

  it('names both accounts by product between the customer own accounts', async () => {
    const response = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/transactions/quote',
      payload: {
        type: 'own',
        sourceAccountId: R.savings.id,
        destinationAccountId: R.current.id,
        amount: '10',
      },
    });
    expect(TransferQuoteSchema.parse(response.json())).toMatchObject({
      source: { number: R.savings.number, productName: 'Taka Savings Account' },
      payee: { number: R.current.number, productName: 'Taka Current Account' },
    });
  });

  it('computes charge and 15% VAT for other-bank and MFS transfers', async () => {
    const quote = async (request: TransferRequestInput) =>
      TransferQuoteSchema.parse(
        (await as(t.app, rahim, { method: 'POST', url: '/api/transactions/quote', payload: request })).json(),
      );
    const branches = (await as(t.app, rahim, { method: 'GET', url: '/api/banks/090/branches' })).json();
    const npsb = await quote({
      type: 'npsb',
      sourceAccountId: R.savings.id,
      routingNumber: branches.branches[0].routingNumber,
      accountNumber: '1234567890',
      accountName: 'Selim Reza',
      amount: '2500',
    });
    expect([npsb.charge, npsb.vat, npsb.grandTotal]).toEqual(['10.00', '1.50', '2511.50']);
    expect(npsb.payee.institution).toMatch(/^Dutch-Bangla Bank PLC, /);
    const mfs = await quote({
      type: 'mfs',
      sourceAccountId: R.savings.id,
      provider: 'bkash',
      walletNumber: '01711000001',
      amount: '1234.56',
    });
    // 0.75% of 1234.56 = 9.2592 -> 9.26; VAT 15% of 9.26 = 1.389 -> 1.39
    expect([mfs.charge, mfs.vat, mfs.grandTotal]).toEqual(['9.26', '1.39', '1245.21']);
  });

  it('refuses unknown payees, routing numbers, same account and invalid amounts with clear codes', async () => {
    const quote = (payload: object) =>
      as(t.app, rahim, { method: 'POST', url: '/api/transactions/quote', payload });
    const unknown = await quote({ ...toKarim('10'), accountNumber: '1029999999999' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([422, 'PAYEE_NOT_FOUND']);
    const routing = await quote({
      type: 'beftn',
      sourceAccountId: R.savings.id,
      routingNumber: '999999999',
      accountNumber: '1234567890',
      accountName: 'X Y',
      amount: '500',
    });
    expect(routing.json().code).toBe('ROUTING_NUMBER_UNKNOWN');
    const same = await quote({ ...toKarim('10'), accountNumber: R.savings.number });
    expect(same.json().code).toBe('SAME_ACCOUNT');
    // a loan is repaid by its instalments, never by a transfer of any amount
    const intoLoan = await quote({
      type: 'own',
      sourceAccountId: R.savings.id,
      destinationAccountId: R.loan.id,
      amount: '500',
    });
    expect([intoLoan.statusCode, intoLoan.json().code]).toEqual([422, 'ACCOUNT_NOT_ELIGIBLE']);
    for (const amount of ['1.234', '-1', '1e3', '0.00', '1,000']) {
      const invalid = await quote(toKarim(amount));
      expect([invalid.statusCode, invalid.json().code], amount).toEqual([400, 'VALIDATION_FAILED']);
    }
    const wallet = await quote({
      type: 'mfs',
      sourceAccountId: R.savings.id,
      provider: 'nagad',
      walletNumber: '01211111111',
      amount: '100',
    });
    expect(wallet.json().fields.walletNumber).toBe('mobileNumber.invalid');
  });

  it('says so when the funds are not enough', async () => {
    const response = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/transactions/quote',
      payload: toKarim('400000'),
    });
    expect(TransferQuoteSchema.parse(response.json()).sufficientFunds).toBe(false);
  });
});

describe('execute', () => {
  it('moves the money within the bank and answers the SPEC 3.1 receipt', async () => {
    const [rahimBefore, karimBefore] = [
      await balanceOf(t.database.db, R.savings.id),
      await balanceOf(t.database.db, K.savings.id),
    ];
    const receipt = await receiptOf(
      await transfer(t.app, rahim, RAHIM.mobileNumber, toKarim('2500.50', 'Rent share')),
    );
    expect(receipt).toMatchObject({
      type: 'within_bank',
      fromAccountName: 'Rahim Uddin',
      fromAccount: R.savings.number,
      toAccountName: 'Karim Hossain',
      toAccount: K.savings.number,
      transactionAmount: '2500.50',
      chargeAmount: '0.00',
      vatAmount: '0.00',
      grandTotalAmount: '2500.50',
      remarks: 'Rent share',
      transactionStatus: 'SUCCESS',
      statusMessage: 'Successful',
    });
    expect(receipt.transactionId).toMatch(/^TK[0-9A-Z]{12}$/);
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(rahimBefore - 250_050n);
    expect(await balanceOf(t.database.db, K.savings.id)).toBe(karimBefore + 250_050n);

    const status = await as(t.app, rahim, {
      method: 'GET',
      url: `/api/notification-service/transaction-status/${receipt.transactionId}`,
    });
    expect(TransactionStatusResponseSchema.parse(status.json())).toEqual({
      responseCode: 'S100000',
      responseMessage: 'Operation successful',
      data: receipt,
    });
    // the payee sees it too; nobody else
    const payee = await as(t.app, karim, {
      method: 'GET',
      url: `/api/notification-service/transaction-status/${receipt.transactionId}`,
    });
    expect(payee.statusCode).toBe(200);

    const pdf = await as(t.app, rahim, {
      method: 'GET',
      url: `/api/notification-service/receipt/${receipt.transactionId}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('transaction.pdf');
    expect(pdf.rawPayload.length).toBeGreaterThan(60);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const notifications = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/notification-service/instant-notification/list',
      payload: { categoryType: 'TRANSACTIONAL' },
    });
    expect(notifications.json().data.data[0]).toMatchObject({
      messageTitle: 'Fund transfer successful',
      transactionId: receipt.transactionId,
    });
    await expectLedgerConsistent(t.database.db);
  });

  it('moves money between own accounts, e.g. paying the card bill', async () => {
    const before = await balanceOf(t.database.db, R.card.id);
    const receipt = await receiptOf(
      await transfer(t.app, rahim, RAHIM.mobileNumber, {
        type: 'own',
        sourceAccountId: R.current.id,
        destinationAccountId: R.card.id,
        amount: '5000',
      }),
    );
    expect(receipt).toMatchObject({
      fromAccountName: 'Taka Current Account',
      fromAccount: '****0029',
      toAccountName: 'Taka Visa Platinum Credit Card',
      toAccount: '****0052',
    });
    expect(await balanceOf(t.database.db, R.card.id)).toBe(before + 500_000n);
    const pdf = await as(t.app, rahim, {
      method: 'GET',
      url: `/api/notification-service/receipt/${receipt.transactionId}`,
    });
    const { text: drawn } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    // a long product name wraps onto a second line
    const text = drawn.replace(/\s+/g, ' ');
    expect(text).toContain('From Account/Card Taka Current Account');
    expect(text).toContain('Account/Card No. ****0029');
    expect(text).toContain('To Account Taka Visa Platinum Credit Card');
    expect(text).toContain('Account No. ****0052');
  });

  it('refuses a transfer above the available balance and leaves nothing behind', async () => {
    const request = toKarim('1000');
    const { challengeId, code } = await challenge(t.app, rahim, RAHIM.mobileNumber, request);
    // between the code and the execution the money went elsewhere (from another device: a new code in this
    // session would replace the first)
    const balance = await balanceOf(t.database.db, R.savings.id);
    const phone = await signIn(t.app, t.clock, { email: RAHIM.email });
    const drain = await transfer(t.app, phone, RAHIM.mobileNumber, {
      type: 'own',
      sourceAccountId: R.savings.id,
      destinationAccountId: R.current.id,
      amount: `${(balance - 50_000n) / 100n}.${String((balance - 50_000n) % 100n).padStart(2, '0')}`,
    });
    expect(drain.statusCode, drain.body).toBe(200);
    const refused = await execute(t.app, rahim, { request, challengeId, code });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'INSUFFICIENT_FUNDS']);
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(50_000n);
    await expectLedgerConsistent(t.database.db);
  });

  it('needs an Idempotency-Key header', async () => {
    const request = toKarim('10');
    const { challengeId, code } = await challenge(t.app, rahim, RAHIM.mobileNumber, request);
    const response = await execute(t.app, rahim, { request, challengeId, code }, null);
    expect([response.statusCode, response.json().code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
  });

  it('names a refused field by its path in the body sent: under `request`', async () => {
    const body = {
      request: { ...toKarim('10'), accountNumber: '1029999999999' },
      challengeId: '3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
      code: '123456',
    };
    const unknown = await execute(t.app, rahim, body);
    expect([unknown.statusCode, unknown.json().code]).toEqual([422, 'PAYEE_NOT_FOUND']);
    expect(unknown.json().fields).toEqual({ 'request.accountNumber': 'accountNumber.unknown' });
    const invalid = await execute(t.app, rahim, { ...body, request: toKarim('1.234') });
    expect([invalid.statusCode, invalid.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(Object.keys(invalid.json().fields)).toEqual(['request.amount']);
  });

  it('lists the customer transactions newest first', async () => {
    const list = TransactionHistorySchema.parse(
      (await as(t.app, rahim, { method: 'GET', url: '/api/transactions/history' })).json(),
    );
    expect(list.transactions.length).toBeGreaterThan(10);
    expect(list.transactions[0]!.transactionTime >= list.transactions[1]!.transactionTime).toBe(true);
  });
});

describe('ownership', () => {
  it("refuses karim everything of rahim's: accounts as a source, statements, receipts", async () => {
    const own = {
      type: 'own',
      sourceAccountId: R.savings.id,
      destinationAccountId: K.current.id,
      amount: '10',
    } as const;
    for (const request of [
      own,
      { ...own, sourceAccountId: K.savings.id, destinationAccountId: R.savings.id },
      {
        type: 'within_bank',
        sourceAccountId: R.savings.id,
        accountNumber: K.current.number,
        amount: '10',
      } as const,
    ]) {
      for (const url of ['/api/transactions/quote', '/api/transactions/otp']) {
        const response = await as(t.app, karim, { method: 'POST', url, payload: request });
        expect([response.statusCode, response.json().code], url).toEqual([404, 'NOT_FOUND']);
      }
    }
    const statement = await as(t.app, karim, {
      method: 'GET',
      url: '/api/statement',
      query: { accountId: R.savings.id, from: '2020-01-01', to: '2030-01-01' },
    });
    expect(statement.statusCode).toBe(404);
    for (const url of [
      '/api/notification-service/transaction-status/TXN2026000102',
      '/api/notification-service/receipt/TXN2026000102',
    ]) {
      const response = await as(t.app, karim, { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('cannot execute with a foreign source even with a code of its own', async () => {
    // karim asks for a code on his own account, then swaps in rahim's: the code no longer matches, and the
    // source is not his
    const request = {
      type: 'within_bank',
      sourceAccountId: K.savings.id,
      accountNumber: R.savings.number,
      amount: '10',
    } as const;
    const { challengeId, code } = await challenge(t.app, karim, KARIM.mobileNumber, request);
    const swapped = await execute(t.app, karim, {
      request: { ...request, sourceAccountId: R.current.id },
      challengeId,
      code,
    });
    expect(swapped.statusCode).toBe(404);
  });
});

describe('statement', () => {
  it('shows opening and closing balances and a running balance, paged', async () => {
    const today = dhakaDate(t.clock.now());
    const query = { accountId: R.savings.id, from: '2020-01-01', to: today };
    const all = StatementSchema.parse(
      (
        await as(t.app, rahim, { method: 'GET', url: '/api/statement', query: { ...query, size: '100' } })
      ).json(),
    );
    expect(all.openingBalance).toBe('0.00');
    expect(all.closingBalance).toBe('500.00');
    let running = 0n;
    for (const row of all.rows) {
      running +=
        BigInt((row.credit ?? '0.00').replace('.', '')) - BigInt((row.debit ?? '0.00').replace('.', ''));
      expect(BigInt(row.balance.replace('.', ''))).toBe(running);
    }
    const page = StatementSchema.parse(
      (
        await as(t.app, rahim, {
          method: 'GET',
          url: '/api/statement',
          query: { ...query, page: '1', size: '3' },
        })
      ).json(),
    );
    expect(page.rows).toEqual(all.rows.slice(3, 6));
    expect([page.totalElements, page.totalPages]).toEqual([
      all.totalElements,
      Math.ceil(all.totalElements / 3),
    ]);
    expect(page.openingBalance).toBe(all.openingBalance);

    const recent = StatementSchema.parse(
      (
        await as(t.app, rahim, { method: 'GET', url: '/api/statement', query: { ...query, from: today } })
      ).json(),
    );
    expect(recent.rows.length).toBeLessThan(all.rows.length);
    expect(recent.closingBalance).toBe('500.00');
  });
});

// Last: its transfers would change the balances the tests above assert.
describe('the transaction list', () => {
  it("lists money received too: the payer's transfer is sent for them and received for the payee", async () => {
    const listOf = async (device: Device) =>
      TransactionHistorySchema.parse(
        (await as(t.app, device, { method: 'GET', url: '/api/transactions/history?size=100' })).json(),
      ).transactions;
    const paid = await receiptOf(await transfer(t.app, rahim, RAHIM.mobileNumber, toKarim('321', 'Dinner')));
    const moved = await receiptOf(
      await transfer(t.app, rahim, RAHIM.mobileNumber, {
        type: 'own',
        sourceAccountId: R.savings.id,
        destinationAccountId: R.current.id,
        amount: '5',
      }),
    );

    const rahims = await listOf(rahim);
    const karims = await listOf(karim);
    expect(rahims.find((item) => item.transactionId === paid.transactionId)?.direction).toBe('sent');
    expect(karims.find((item) => item.transactionId === paid.transactionId)).toMatchObject({
      direction: 'received',
      fromAccountName: paid.fromAccountName,
      transactionAmount: '321.00',
    });
    expect(karims.some((item) => item.transactionId === moved.transactionId)).toBe(false);
  });
});
