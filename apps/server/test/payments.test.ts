import {
  BillerListSchema,
  DueBillSchema,
  RecentRechargeListSchema,
  TransactionLimitSchema,
  TransactionStatusResponseSchema,
  TransferQuoteSchema,
  type DueBill,
  type TransferRequestInput,
} from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccountId } from '../src/db/seed/ledger-accounts.ts';
import { newTransactionId, postJournal } from '../src/modules/ledger/ledger.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, KARIM, latestMessage, RAHIM, signIn, type Device } from './helpers/client.ts';
import {
  balanceOf,
  bankBalance,
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

const { rahim: R } = SEED_ACCOUNTS;

const quote = async (request: TransferRequestInput, device = rahim) => {
  const response = await as(t.app, device, {
    method: 'POST',
    url: '/api/transactions/quote',
    payload: request,
  });
  expect(response.statusCode, response.body).toBe(200);
  return TransferQuoteSchema.parse(response.json());
};
const refusal = async (url: string, request: TransferRequestInput, device = rahim) => {
  const response = await as(t.app, device, { method: 'POST', url, payload: request });
  return [response.statusCode, response.json().code];
};
const pay = (request: TransferRequestInput) => transfer(t.app, rahim, RAHIM.mobileNumber, request);

const recharge = (
  mobileNumber: string,
  amount: string,
  connectionType = 'prepaid',
): TransferRequestInput => ({
  type: 'recharge',
  sourceAccountId: R.savings.id,
  mobileNumber,
  connectionType: connectionType as 'prepaid' | 'postpaid',
  amount,
});

describe('mobile recharge', () => {
  it.each([
    ['01711223344', 'Grameenphone'],
    ['01311223344', 'Grameenphone'],
    ['01811223344', 'Robi'],
    ['01611223344', 'Airtel'],
    ['01911223344', 'Banglalink'],
    ['01411223344', 'Banglalink'],
    ['01511223344', 'Teletalk'],
  ])('finds the operator of %s from its prefix: %s', async (number, operator) => {
    const answer = await quote(recharge(number, '100'));
    expect(answer.payee).toEqual({
      name: `${operator} prepaid`,
      number,
      institution: operator,
      productName: null,
    });
    expect([answer.charge, answer.vat, answer.grandTotal]).toEqual(['0.00', '0.00', '100.00']);
  });

  it("refuses an amount outside the operator's range or in poisha", async () => {
    for (const [amount, connectionType, message] of [
      ['9', 'prepaid', 'recharge.outOfRange'],
      ['1001', 'prepaid', 'recharge.outOfRange'],
      ['2501', 'postpaid', 'recharge.outOfRange'],
      ['99.50', 'prepaid', 'recharge.wholeTaka'],
    ]) {
      const response = await as(t.app, rahim, {
        method: 'POST',
        url: '/api/transactions/quote',
        payload: recharge('01511223344', amount!, connectionType),
      });
      expect([response.statusCode, response.json().fields?.amount], amount).toEqual([400, message]);
    }
  });

  it("recharges: the savings pay the amount, the operator's settlement account receives it", async () => {
    const [before, operatorBefore] = [
      await balanceOf(t.database.db, R.savings.id),
      await bankBalance(t.database.db, 'settlement:operator:robi'),
    ];
    const receipt = await receiptOf(await pay(recharge('01811223344', '500', 'postpaid')));
    expect(receipt).toMatchObject({
      type: 'recharge',
      transactionStatus: 'SUCCESS',
      toAccountName: 'Robi postpaid',
      toAccount: '01811223344',
      grandTotalAmount: '500.00',
    });
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before - 50_000n);
    expect(await bankBalance(t.database.db, 'settlement:operator:robi')).toBe(operatorBefore + 50_000n);

    const notifications = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/notification-service/instant-notification/list',
      payload: { categoryType: 'TRANSACTIONAL' },
    });
    expect(notifications.json().data.data[0]).toMatchObject({
      messageTitle: 'Mobile recharge successful',
      transactionId: receipt.transactionId,
    });
  });

  it('a number the operator rejects (ending 0000) ends in REVERSE with the money back', async () => {
    const before = await balanceOf(t.database.db, R.savings.id);
    const receipt = await receiptOf(await pay(recharge('01711230000', '200')));
    expect([receipt.transactionStatus, receipt.statusMessage]).toEqual(['REVERSE', 'Reversed']);
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before);
    await expectLedgerConsistent(t.database.db);
  });

  it('lists the recently recharged numbers, latest first, reversed ones left out', async () => {
    const { recharges } = RecentRechargeListSchema.parse(
      (await as(t.app, rahim, { method: 'GET', url: '/api/mobile-recharge/recent' })).json(),
    );
    expect(recharges[0]).toMatchObject({
      mobileNumber: '01811223344',
      operator: 'robi',
      connectionType: 'postpaid',
      amount: '500.00',
    });
    expect(recharges.map((r) => r.mobileNumber)).toContain('01711000001'); // seeded history
    expect(recharges.map((r) => r.mobileNumber)).not.toContain('01711230000');
  });

  it('stops at the limit per transaction the customer set, to the poisha', async () => {
    const lowered = {
      maxPerTransaction: '300.00',
      dailyAmount: '5000.00',
      dailyCount: 20,
      monthlyAmount: '50000.00',
    };
    const put = await as(t.app, rahim, {
      method: 'PUT',
      url: '/api/transaction-limits',
      payload: { limit: { type: 'recharge', ...lowered } },
    });
    expect(TransactionLimitSchema.parse(put.json())).toMatchObject({ type: 'recharge', ...lowered });
    expect((await quote(recharge('01911223344', '300'))).limitCheck.allowed).toBe(true);
    expect((await quote(recharge('01911223344', '301'))).limitCheck.code).toBe('LIMIT_PER_TRANSACTION');
    expect(await refusal('/api/transactions/otp', recharge('01911223344', '301'))).toEqual([
      422,
      'LIMIT_PER_TRANSACTION',
    ]);
    expect((await pay(recharge('01911223344', '300'))).statusCode).toBe(200);
  });
});

const lookUp = (code: string, customerNumber: string) =>
  as(t.app, rahim, { method: 'GET', url: `/api/billers/${code}/bills/${customerNumber}` });
const dueBill = async (code: string, customerNumber: string): Promise<DueBill> => {
  const response = await lookUp(code, customerNumber);
  expect(response.statusCode, response.body).toBe(200);
  return DueBillSchema.parse(response.json());
};
const billPayment = (
  type: 'bill' | 'club_bill' | 'insurance_premium' | 'internet_bill' | 'tuition_fee',
  bill: DueBill,
  overrides: Partial<{ amount: string; sourceAccountId: string }> = {},
): TransferRequestInput => ({
  type,
  sourceAccountId: R.savings.id,
  billerCode: bill.biller.code,
  customerNumber: bill.customerNumber,
  billNumber: bill.billNumber,
  amount: bill.amountDue,
  ...overrides,
});

describe('bills and fees', () => {
  it('lists billers by sector', async () => {
    const { billers } = BillerListSchema.parse(
      (await as(t.app, rahim, { method: 'GET', url: '/api/billers', query: { sector: 'gas' } })).json(),
    );
    expect(billers.map((b) => b.shortName)).toEqual(['Titas Gas', 'Karnaphuli Gas']);
    const all = BillerListSchema.parse(
      (await as(t.app, rahim, { method: 'GET', url: '/api/billers' })).json(),
    );
    expect(new Set(all.billers.map((b) => b.sector))).toEqual(
      new Set(['electricity', 'gas', 'water', 'club', 'insurance', 'internet', 'tuition']),
    );
  });

  it('answers the bill due, or says clearly that none is due or the number is unknown', async () => {
    const bill = await dueBill('desco', '30112345');
    expect(bill).toMatchObject({
      biller: { code: 'desco', shortName: 'DESCO', sector: 'electricity' },
      customerName: 'Rahim Uddin',
      amountDue: '1250.00',
      laterBillsDue: 0,
    });
    expect(bill.dueDate).toMatch(/^\d{4}-\d{2}-20$/);
    for (const [code, number, expected] of [
      ['desco', '30115500', [404, 'NO_BILL_DUE']],
      ['desco', '39999999', [404, 'BILL_CUSTOMER_UNKNOWN']],
      ['no-such-biller', '30112345', [404, 'BILLER_NOT_FOUND']],
    ] as const) {
      const response = await lookUp(code, number);
      expect([response.statusCode, response.json().code], `${code} ${number}`).toEqual(expected);
    }
    expect((await lookUp('desco', 'x')).statusCode).toBe(400);
  });

  it('pays exactly the amount due, with its charge; the bill is then no longer due and cannot be paid twice', async () => {
    const bill = await dueBill('desco', '30112345');
    const request = billPayment('bill', bill);
    const answer = await quote(request);
    expect(answer).toMatchObject({
      amount: '1250.00',
      charge: '5.00',
      vat: '0.75',
      grandTotal: '1255.75',
      // a bill's payee is its biller, not the bill's holder
      payee: { name: 'Dhaka Electric Supply Company (DESCO)', number: '30112345', institution: null },
    });
    expect(await refusal('/api/transactions/quote', billPayment('bill', bill, { amount: '1000' }))).toEqual([
      422,
      'BILL_AMOUNT_MISMATCH',
    ]);

    const [before, billerBefore] = [
      await balanceOf(t.database.db, R.savings.id),
      await bankBalance(t.database.db, 'settlement:biller:desco'),
    ];
    const receipt = await receiptOf(await pay(request));
    expect(receipt).toMatchObject({
      type: 'bill',
      transactionStatus: 'SUCCESS',
      toAccountName: 'Dhaka Electric Supply Company (DESCO)',
      toAccount: '30112345',
      remarks: expect.stringMatching(/^DESCO bill, [A-Z][a-z]+ \d{4}$/),
    });
    const sms = await latestMessage(t.app, RAHIM.mobileNumber);
    expect(sms?.text).toContain('to send ৳1,255.75 to Dhaka Electric Supply Company (DESCO) (30112345)');
    const history = await as(t.app, rahim, {
      method: 'GET',
      url: '/api/transactions/history',
      query: { q: 'DESCO' },
    });
    expect(
      history
        .json()
        .transactions.find((row: { transactionId: string }) => row.transactionId === receipt.transactionId),
    ).toMatchObject({ counterpart: { name: 'Dhaka Electric Supply Company (DESCO)', number: '30112345' } });
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before - 125_575n);
    expect(await bankBalance(t.database.db, 'settlement:biller:desco')).toBe(billerBefore + 125_000n);

    const lookup = await lookUp('desco', '30112345');
    expect([lookup.statusCode, lookup.json().code]).toEqual([404, 'NO_BILL_DUE']);
    for (const url of ['/api/transactions/quote', '/api/transactions/otp'])
      expect(await refusal(url, request), url).toEqual([409, 'BILL_ALREADY_PAID']);

    // its receipt and PDF come from the usual receipt endpoints
    const status = TransactionStatusResponseSchema.parse(
      (
        await as(t.app, rahim, {
          method: 'GET',
          url: `/api/notification-service/transaction-status/${receipt.transactionId}`,
        })
      ).json(),
    );
    expect(status.data.grandTotalAmount).toBe('1255.75');
    const pdf = await as(t.app, rahim, {
      method: 'GET',
      url: `/api/notification-service/receipt/${receipt.transactionId}`,
    });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 4).toString()]).toEqual([
      200,
      'application/pdf',
      '%PDF',
    ]);
    await expectLedgerConsistent(t.database.db);
  });

  it('pays several unpaid months one after another, oldest first', async () => {
    const first = await dueBill('desco', '30118821');
    expect([first.amountDue, first.laterBillsDue]).toEqual(['1842.50', 1]);
    await receiptOf(await pay(billPayment('bill', first)));
    const next = await dueBill('desco', '30118821');
    expect([next.amountDue, next.laterBillsDue, next.period > first.period]).toEqual(['2110.75', 0, true]);
  });

  it('four sessions paying the same bill at once: exactly one pays it, the others move nothing', async () => {
    const bill = await dueBill('kgdcl', 'KG-204518');
    const request = billPayment('bill', bill);
    const devices = await Promise.all([1, 2, 3, 4].map(() => signIn(t.app, t.clock, { email: RAHIM.email })));
    const codes = await Promise.all(
      devices.map((device) => challenge(t.app, device, RAHIM.mobileNumber, request)),
    );
    const before = await balanceOf(t.database.db, R.savings.id);
    const answers = await Promise.all(
      devices.map((device, i) => execute(t.app, device, { request, ...codes[i]! })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(
      Array(3).fill('BILL_ALREADY_PAID'),
    );
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before - 108_575n);
  });

  it('the ledger itself refuses a second journal claiming a paid bill', async () => {
    const { rows } = (await t.database.db.execute(
      sql`select id::text, amount::text from bills
        where biller_code = 'kgdcl' and customer_number = 'KG-204518' and paid_journal_id is not null`,
    )) as { rows: { id: string; amount: string }[] };
    const paid = rows[0]!;
    const draft = {
      transactionId: newTransactionId(),
      type: 'bill',
      status: 'SUCCESS',
      channel: 'system' as const,
      customerId: null,
      fromAccountId: null,
      fromName: 'Test',
      fromNumber: 'Test',
      toName: 'Test',
      toNumber: 'KG-204518',
      amount: BigInt(paid.amount),
      charge: 0n,
      vat: 0n,
      remarks: '',
      details: { billId: paid.id },
      createdAt: t.clock.now(),
    };
    const legs = [
      { accountId: bankAccountId('equity'), amount: -BigInt(paid.amount) },
      { accountId: bankAccountId('settlement:billers'), amount: BigInt(paid.amount) },
    ];
    await expect(postJournal(t.database.db, draft, legs)).rejects.toMatchObject({
      code: 'BILL_ALREADY_PAID',
    });
  });

  it('a payment the biller rejects is reversed and the bill is due again', async () => {
    const bill = await dueBill('desco', '30110000');
    const before = await balanceOf(t.database.db, R.savings.id);
    const receipt = await receiptOf(await pay(billPayment('bill', bill)));
    expect(receipt.transactionStatus).toBe('REVERSE');
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before);
    expect((await dueBill('desco', '30110000')).billNumber).toBe(bill.billNumber);
    await expectLedgerConsistent(t.database.db);
  });
});

describe('payments', () => {
  it.each([
    ['club_bill', 'dhaka-club', 'DC-1045', '6500.00', '10.00', '1.50'],
    ['insurance_premium', 'metlife', '7300456789', '12500.00', '0.00', '0.00'],
    ['internet_bill', 'link3', 'L3-20871', '1500.00', '5.00', '0.75'],
    ['tuition_fee', 'nsu', '2112345042', '98500.00', '20.00', '3.00'],
  ] as const)('%s: quotes and pays the bill of %s %s', async (type, code, number, amount, charge, vat) => {
    const bill = await dueBill(code, number);
    expect(bill.amountDue).toBe(amount);
    const request = billPayment(type, bill, { sourceAccountId: R.current.id });
    expect(await quote(request)).toMatchObject({ amount, charge, vat });
    const before = await balanceOf(t.database.db, R.current.id);
    const receipt = await receiptOf(await transfer(t.app, rahim, RAHIM.mobileNumber, request));
    expect([receipt.type, receipt.transactionStatus, receipt.toAccount]).toEqual([type, 'SUCCESS', number]);
    expect(await balanceOf(t.database.db, R.current.id)).toBe(
      before - BigInt(receipt.grandTotalAmount.replace('.', '')),
    );
    expect((await lookUp(code, number)).json().code).toBe('NO_BILL_DUE');
  });

  it("pays a biller only through its own type (a club's bill is not a utility bill)", async () => {
    const bill = await dueBill('gulshan-club', 'GC-0387');
    expect(await refusal('/api/transactions/quote', billPayment('bill', bill))).toEqual([404, 'NO_BILL_DUE']);
  });

  const visa = (cardNumber: string, amount = '1000'): TransferRequestInput => ({
    type: 'visa_payment',
    sourceAccountId: R.savings.id,
    cardNumber,
    cardholderName: 'Nadia Rahman',
    amount,
  });

  it('refuses a Visa card number that fails the Luhn check', async () => {
    const response = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/transactions/quote',
      payload: visa('4242 4242 4242 4241'),
    });
    expect([response.statusCode, response.json().fields]).toEqual([
      400,
      { cardNumber: 'cardNumber.checksum' },
    ]);
  });

  it("pays a Visa card through its issuer's settlement, the number masked on the receipt", async () => {
    expect(await quote(visa('4242 4242 4242 4242', '10000'))).toMatchObject({
      charge: '50.00',
      vat: '7.50',
      payee: { name: 'Nadia Rahman', number: '424242******4242', institution: 'BRAC Bank PLC' },
    });
    const [before, issuerBefore] = [
      await balanceOf(t.database.db, R.savings.id),
      await bankBalance(t.database.db, 'settlement:visa:brac'),
    ];
    const receipt = await receiptOf(await pay(visa('4242 4242 4242 4242')));
    expect(receipt).toMatchObject({
      type: 'visa_payment',
      transactionStatus: 'SUCCESS',
      toAccount: '424242******4242',
      chargeAmount: '20.00',
      vatAmount: '3.00',
      grandTotalAmount: '1023.00',
    });
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before - 102_300n);
    expect(await bankBalance(t.database.db, 'settlement:visa:brac')).toBe(issuerBefore + 100_000n);
  });

  it('a card the network rejects (ending 0000) ends in REVERSE with the money back', async () => {
    const before = await balanceOf(t.database.db, R.savings.id);
    const receipt = await receiptOf(await pay(visa('4111 1111 1117 0000')));
    expect(receipt.transactionStatus).toBe('REVERSE');
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before);
  });
});

describe('ownership', () => {
  it("refuses karim every payment from rahim's account (404), and a bill lookup tells him nothing more", async () => {
    const bill = await dueBill('titas', '1100234');
    for (const request of [
      recharge('01711223344', '100'),
      billPayment('bill', bill),
      {
        type: 'visa_payment',
        sourceAccountId: R.savings.id,
        cardNumber: '4111111111111111',
        cardholderName: 'Nadia Rahman',
        amount: '500',
      } as const,
    ]) {
      for (const url of ['/api/transactions/quote', '/api/transactions/otp'])
        expect(await refusal(url, request, karim), `${request.type} ${url}`).toEqual([404, 'NOT_FOUND']);
    }
    await expectLedgerConsistent(t.database.db);
  });
});
