import { randomUUID } from 'node:crypto';
import {
  FdrListSchema,
  FdrSchema,
  InstalmentReceiptSchema,
  LoanDetailSchema,
  LoanListSchema,
  TestCustomerSchema,
  type OpenFdr,
  type OtpChallenge,
  type TestCustomerRequest,
} from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFdrMaturity } from '../src/modules/fdr/maturity.ts';
import { addMonths } from '../src/db/seed/dates.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, refusal, signIn, type Device } from './helpers/client.ts';
import { balanceOf, bankBalance, codeFor, expectLedgerConsistent, rows } from './helpers/money.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const LOAN = { principal: '120000.00', annualRate: '12.00', tenorMonths: 12 };

/** A customer of the test's own (decision 020), signed in. */
async function newCustomer(order: TestCustomerRequest = {}) {
  const made = await t.app.inject({ method: 'POST', url: '/api/dev/customers', payload: order });
  expect(made.statusCode, made.body).toBe(201);
  const customer = TestCustomerSchema.parse(made.json());
  const device = await signIn(t.app, t.clock, { email: customer.email, password: customer.password });
  const savings = customer.accounts.find((a) => a.kind === 'savings')!;
  const current = customer.accounts.find((a) => a.kind === 'current')!;
  return { customer, device, savings, current };
}

const loanOf = async (device: Device, id: string) => {
  const response = await as(t.app, device, { method: 'GET', url: `/api/loans/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return LoanDetailSchema.parse(response.json());
};

async function codeOf(device: Device, mobile: string, url: string, payload: object) {
  const response = await as(t.app, device, { method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(200);
  const { challengeId } = response.json<OtpChallenge>();
  return { challengeId, code: await codeFor(t.app, mobile, challengeId) };
}

const pay = (device: Device, loanId: string, body: object, key = randomUUID()) =>
  as(t.app, device, {
    method: 'POST',
    url: `/api/loans/${loanId}/instalments`,
    payload: body,
    headers: { 'idempotency-key': key },
  });

const open = (device: Device, body: object, key = randomUUID()) =>
  as(t.app, device, { method: 'POST', url: '/api/fdr', payload: body, headers: { 'idempotency-key': key } });

describe('loans', () => {
  it('lists the customer’s loans with the outstanding, rate, next instalment and the whole schedule', async () => {
    const { customer, device } = await newCustomer({ loans: [LOAN] });
    const list = LoanListSchema.parse(
      (await as(t.app, device, { method: 'GET', url: '/api/loans' })).json(),
    ).loans;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: customer.loans[0]!.id,
      principal: '120000.00',
      annualRate: '12.00',
      emi: '10661.85',
      outstanding: '120000.00',
      paidInstalments: 0,
      nextInstalment: { number: 1, instalment: '10661.85', interest: '1200.00', status: 'due' },
    });
    const detail = await loanOf(device, customer.loans[0]!.id);
    expect(detail.schedule).toHaveLength(12);
    const parts = detail.schedule.reduce((sum, row) => sum + BigInt(row.principal.replace('.', '')), 0n);
    expect(parts).toBe(12_000_000n);
    expect(detail.schedule.at(-1)!.balance).toBe('0.00');
  });

  it('pays the next instalment with a code, once, conserving money, and the schedule shows it paid', async () => {
    const { customer, device, savings } = await newCustomer({ loans: [LOAN] });
    const loanId = customer.loans[0]!.id;
    const payment = { fromAccountId: savings.id, instalment: 1 };
    const before = await balanceOf(t.database.db, savings.id);
    const interestBefore = await bankBalance(t.database.db, 'interest_income');
    const code = await codeOf(device, customer.mobileNumber, `/api/loans/${loanId}/instalments/otp`, payment);

    // Two submissions at once with the same key: the instalment is paid once and both get the same receipt.
    const key = randomUUID();
    const [first, second] = await Promise.all([
      pay(device, loanId, { payment, ...code }, key),
      pay(device, loanId, { payment, ...code }, key),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const receipt = InstalmentReceiptSchema.parse(first.json());
    expect(second.json()).toEqual(receipt);
    expect(receipt).toMatchObject({
      amount: '10661.85',
      loan: { outstanding: '110538.15', paidInstalments: 1 },
    });

    expect(await balanceOf(t.database.db, savings.id)).toBe(before - 1_066_185n);
    expect(await balanceOf(t.database.db, loanId)).toBe(-11_053_815n);
    expect(await bankBalance(t.database.db, 'interest_income')).toBe(interestBefore + 120_000n);
    await expectLedgerConsistent(t.database.db);

    const detail = await loanOf(device, loanId);
    expect(detail.schedule[0]).toMatchObject({ status: 'paid', transactionId: receipt.transactionId });
    expect(detail.nextInstalment).toMatchObject({ number: 2, status: 'due' });

    // The same code again, with another key: used up, nothing moves.
    expect(refusal(await pay(device, loanId, { payment, ...code }))).toEqual([400, 'OTP_INVALID']);
    // Paying the first instalment again is refused before any code is sent.
    const again = await as(t.app, device, {
      method: 'POST',
      url: `/api/loans/${loanId}/instalments/otp`,
      payload: payment,
    });
    expect(refusal(again)).toEqual([409, 'LOAN_INSTALMENT_NOT_NEXT']);
    expect(await balanceOf(t.database.db, savings.id)).toBe(before - 1_066_185n);

    const activity = await rows<{ kind: string }>(
      t.database.db,
      sql`select kind from activity_events where customer_id = ${customer.customerId} and kind = 'loan-instalment-paid'`,
    );
    expect(activity).toHaveLength(1);
    const notices = await rows<{ message_title: string }>(
      t.database.db,
      sql`select message_title from notifications where customer_id = ${customer.customerId}`,
    );
    expect(notices.map((n) => n.message_title)).toContain('Loan instalment paid');
  });

  it('refuses a wrong code, another payload and a short balance', async () => {
    const { customer, device, savings, current } = await newCustomer({
      accounts: [
        { kind: 'savings', balance: '100.00' },
        { kind: 'current', balance: '50000.00' },
      ],
      loans: [LOAN],
    });
    const loanId = customer.loans[0]!.id;
    const short = await as(t.app, device, {
      method: 'POST',
      url: `/api/loans/${loanId}/instalments/otp`,
      payload: { fromAccountId: savings.id, instalment: 1 },
    });
    expect(refusal(short)).toEqual([422, 'INSUFFICIENT_FUNDS']);
    const payment = { fromAccountId: current.id, instalment: 1 };
    const code = await codeOf(device, customer.mobileNumber, `/api/loans/${loanId}/instalments/otp`, payment);
    const wrong = code.code === '000000' ? '111111' : '000000';
    expect(
      refusal(await pay(device, loanId, { payment, challengeId: code.challengeId, code: wrong })),
    ).toEqual([400, 'OTP_INVALID']);
    const other = { fromAccountId: savings.id, instalment: 1 };
    expect(refusal(await pay(device, loanId, { payment: other, ...code }))).toEqual([
      400,
      'OTP_PAYLOAD_MISMATCH',
    ]);
    expect((await pay(device, loanId, { payment, ...code })).statusCode).toBe(200);
  });

  it('answers 404 for another customer’s loan, and for their account as the source', async () => {
    const owner = await newCustomer({ loans: [LOAN] });
    const other = await newCustomer();
    const loanId = owner.customer.loans[0]!.id;
    expect(refusal(await as(t.app, other.device, { method: 'GET', url: `/api/loans/${loanId}` }))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    const foreign = await as(t.app, other.device, {
      method: 'POST',
      url: `/api/loans/${loanId}/instalments/otp`,
      payload: { fromAccountId: other.savings.id, instalment: 1 },
    });
    expect(refusal(foreign)).toEqual([404, 'NOT_FOUND']);
    const foreignSource = await as(t.app, owner.device, {
      method: 'POST',
      url: `/api/loans/${loanId}/instalments/otp`,
      payload: { fromAccountId: other.savings.id, instalment: 1 },
    });
    expect(refusal(foreignSource)).toEqual([404, 'NOT_FOUND']);
    const list = await as(t.app, other.device, { method: 'GET', url: '/api/loans' });
    expect(list.json()).toEqual({ loans: [] });
  });

  it('seeds the demo customers’ loans from their loan accounts', async () => {
    const [row] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from loans`);
    expect(row!.n).toBeGreaterThanOrEqual(2);
    const drift = await rows(
      t.database.db,
      sql`select l.account_id from loans l join accounts a on a.id = l.account_id
          where not exists (select 1 from loan_instalments i where i.loan_account_id = l.account_id)
            and -a.balance <> l.principal`,
    );
    expect(drift).toEqual([]);
  });
});

describe('fixed deposits', () => {
  const order = (fromAccountId: string, extra: Partial<OpenFdr> = {}): OpenFdr => ({
    fromAccountId,
    amount: '50000',
    tenorMonths: 12,
    instruction: 'credit_to_account',
    creditAccountId: fromAccountId,
    ...extra,
  });

  it('serves the rate table and the minimum', async () => {
    const { device } = await newCustomer();
    const response = await as(t.app, device, { method: 'GET', url: '/api/fdr/products' });
    expect(response.json()).toMatchObject({
      minimumAmount: '10000.00',
      rates: expect.arrayContaining([{ tenorMonths: 12, annualRate: '8.50' }]),
    });
  });

  it('opens a deposit with a code, moving the money into a new FDR account, once per key', async () => {
    const { customer, device, savings } = await newCustomer();
    const deposit = order(savings.id);
    const code = await codeOf(device, customer.mobileNumber, '/api/fdr/otp', deposit);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      open(device, { deposit, ...code }, key),
      open(device, { deposit, ...code }, key),
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    const fdr = FdrSchema.parse(first.json());
    expect(second.json()).toEqual(first.json());
    expect(fdr).toMatchObject({
      principal: '50000.00',
      annualRate: '8.50',
      tenorMonths: 12,
      maturityAmount: '54250.00',
      status: 'active',
    });
    expect(await balanceOf(t.database.db, savings.id)).toBe(25_000_000n - 5_000_000n);
    expect(await balanceOf(t.database.db, fdr.id)).toBe(5_000_000n);
    await expectLedgerConsistent(t.database.db);

    const accounts = (await as(t.app, device, { method: 'GET', url: '/api/accounts' })).json<{
      accounts: { id: string; kind: string; maturityDate: string }[];
    }>().accounts;
    expect(accounts.find((a) => a.id === fdr.id)).toMatchObject({ kind: 'fdr', maturityDate: fdr.maturesOn });
    const list = FdrListSchema.parse((await as(t.app, device, { method: 'GET', url: '/api/fdr' })).json());
    expect(list.deposits.map((d) => d.id)).toEqual([fdr.id]);
  });

  it('refuses an amount below the minimum and a foreign account; another customer’s deposit is 404', async () => {
    const { device, savings, customer } = await newCustomer();
    const below = await as(t.app, device, {
      method: 'POST',
      url: '/api/fdr/otp',
      payload: order(savings.id, { amount: '9999.99' }),
    });
    expect(refusal(below)).toEqual([422, 'FDR_BELOW_MINIMUM']);
    const other = await newCustomer();
    const foreign = await as(t.app, other.device, {
      method: 'POST',
      url: '/api/fdr/otp',
      payload: order(savings.id),
    });
    expect(refusal(foreign)).toEqual([404, 'NOT_FOUND']);
    const noCredit = await as(t.app, device, {
      method: 'POST',
      url: '/api/fdr/otp',
      payload: { ...order(savings.id), creditAccountId: undefined },
    });
    expect(refusal(noCredit)).toEqual([400, 'VALIDATION_FAILED']);

    const code = await codeOf(device, customer.mobileNumber, '/api/fdr/otp', order(savings.id));
    const fdr = FdrSchema.parse((await open(device, { deposit: order(savings.id), ...code })).json());
    expect(refusal(await as(t.app, other.device, { method: 'GET', url: `/api/fdr/${fdr.id}` }))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect((await as(t.app, device, { method: 'GET', url: `/api/fdr/${fdr.id}` })).statusCode).toBe(200);
  });

  async function opened(instruction: OpenFdr['instruction'], tenorMonths: OpenFdr['tenorMonths'] = 3) {
    const made = await newCustomer();
    const deposit = order(made.savings.id, {
      instruction,
      tenorMonths,
      ...(instruction === 'renew_principal_and_interest' ? { creditAccountId: undefined } : {}),
    });
    const code = await codeOf(made.device, made.customer.mobileNumber, '/api/fdr/otp', deposit);
    const response = await open(made.device, { deposit, ...code });
    expect(response.statusCode, response.body).toBe(201);
    return { ...made, fdr: FdrSchema.parse(response.json()) };
  }
  const dueTime = (date: string) => new Date(`${date}T00:00:00+06:00`);

  it('matures on its day exactly once, crediting principal and interest (two runs at once, then again)', async () => {
    const { fdr, savings, device, customer } = await opened('credit_to_account');
    const expense = await bankBalance(t.database.db, 'interest_expense');
    const run = (at: Date) => runFdrMaturity(t.app.money, at, { customerId: customer.customerId });
    expect((await run(new Date(dueTime(fdr.maturesOn).getTime() - 1))).matured).toBe(0);
    const [a, b] = await Promise.all([run(dueTime(fdr.maturesOn)), run(dueTime(fdr.maturesOn))]);
    expect(a.matured + b.matured).toBe(1);
    expect((await run(new Date(dueTime(fdr.maturesOn).getTime() + 40 * DAY))).matured).toBe(0);
    // 50,000 at 7.00% for 3 months: 875.00 interest.
    expect(await balanceOf(t.database.db, savings.id)).toBe(25_000_000n + 87_500n);
    expect(await balanceOf(t.database.db, fdr.id)).toBe(0n);
    expect(await bankBalance(t.database.db, 'interest_expense')).toBe(expense - 87_500n);
    const after = FdrSchema.parse(
      (await as(t.app, device, { method: 'GET', url: `/api/fdr/${fdr.id}` })).json(),
    );
    expect(after.status).toBe('closed');
    await expectLedgerConsistent(t.database.db);
  });

  it('renews the principal and pays the interest out, or renews both', async () => {
    const principalOnly = await opened('renew_principal');
    await runFdrMaturity(t.app.money, dueTime(principalOnly.fdr.maturesOn), {
      customerId: principalOnly.customer.customerId,
    });
    expect(await balanceOf(t.database.db, principalOnly.fdr.id)).toBe(5_000_000n);
    expect(await balanceOf(t.database.db, principalOnly.savings.id)).toBe(20_000_000n + 87_500n);
    const renewed = FdrSchema.parse(
      (
        await as(t.app, principalOnly.device, { method: 'GET', url: `/api/fdr/${principalOnly.fdr.id}` })
      ).json(),
    );
    expect(renewed).toMatchObject({
      status: 'active',
      principal: '50000.00',
      maturesOn: addMonths(principalOnly.fdr.maturesOn, 3),
    });

    const both = await opened('renew_principal_and_interest');
    // The dev route: as of the due day, for the signed-in customer only.
    const response = await as(t.app, both.device, {
      method: 'POST',
      url: '/api/dev/fdr/run',
      payload: { asOf: dueTime(both.fdr.maturesOn).toISOString() },
    });
    expect(response.json()).toEqual({ matured: 1 });
    expect(await balanceOf(t.database.db, both.fdr.id)).toBe(5_087_500n);
    const grown = FdrSchema.parse(
      (await as(t.app, both.device, { method: 'GET', url: `/api/fdr/${both.fdr.id}` })).json(),
    );
    expect(grown).toMatchObject({ principal: '50875.00', status: 'active' });
    await expectLedgerConsistent(t.database.db);
  });
});
