import {
  NavigationSchema,
  ServiceRequestDetailSchema,
  ServiceRequestSchema,
  TestCustomerSchema,
  TransactionBlockAccountSchema,
  TransactionBlockListSchema,
  type BankNotification,
  type NavigationItem,
  type OtpChallenge,
  type ServiceRequest,
  type SubmitServiceRequest,
  type TestCustomerRequest,
  type TransferRequestInput,
} from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueChequeBook } from '../src/modules/cheque-books/cheque-books.ts';
import { runBackOffice } from '../src/modules/service-requests/back-office.ts';
import { startTestApp, MINUTE, type TestApp } from './helpers/app.ts';
import { as, refusal, signIn, type Device } from './helpers/client.ts';
import {
  balanceOf,
  bankBalance,
  challenge,
  codeFor,
  execute,
  expectLedgerConsistent,
  requestCode,
  rows,
  SEED_ACCOUNTS,
  transfer,
} from './helpers/money.ts';
import { runsOf, setUpInstruction } from './helpers/schedules.ts';
import { runScheduler } from '../src/modules/schedules/scheduler.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * MINUTE;
const KARIM_SAVINGS = SEED_ACCOUNTS.karim.savings.number;

/** A customer of the test's own (decision 020), signed in; `session()` signs in again after the clock moved on. */
async function newCustomer(order: TestCustomerRequest = {}) {
  const made = await t.app.inject({ method: 'POST', url: '/api/dev/customers', payload: order });
  const customer = TestCustomerSchema.parse(made.json());
  const session = () => signIn(t.app, t.clock, { email: customer.email, password: customer.password });
  const savings = customer.accounts.find((a) => a.kind === 'savings')!;
  const current = customer.accounts.find((a) => a.kind === 'current')!;
  return { customer, savings, current, session, device: await session() };
}

const post = (device: Device, url: string, payload?: object) =>
  as(t.app, device, { method: 'POST', url, payload });
const block = (device: Device, accountId: string) => post(device, '/api/transaction-blocks', { accountId });
const blocks = async (device: Device) => {
  const response = await as(t.app, device, { method: 'GET', url: '/api/transaction-blocks' });
  expect(response.statusCode, response.body).toBe(200);
  return TransactionBlockListSchema.parse(response.json()).accounts;
};
const toKarim = (sourceAccountId: string, amount = '100.00'): TransferRequestInput => ({
  type: 'within_bank',
  sourceAccountId,
  accountNumber: KARIM_SAVINGS,
  amount,
});
const recharge = (sourceAccountId: string): TransferRequestInput => ({
  type: 'recharge',
  sourceAccountId,
  mobileNumber: '01811223344',
  connectionType: 'prepaid',
  amount: '50',
});
const notices = async (device: Device) =>
  (
    await post(device, '/api/notification-service/instant-notification/list', {
      categoryType: 'TRANSACTIONAL',
      pageSize: 100,
    })
  ).json<{ data: { data: BankNotification[] } }>().data.data;
const activityKinds = async (device: Device) =>
  (await as(t.app, device, { method: 'GET', url: '/api/activity-log' }))
    .json<{ events: { kind: string }[] }>()
    .events.map((event) => event.kind);

const submit = (device: Device, payload: SubmitServiceRequest) =>
  post(device, '/api/service-requests', payload);
async function submitted(device: Device, payload: SubmitServiceRequest): Promise<ServiceRequest> {
  const response = await submit(device, payload);
  expect(response.statusCode, response.body).toBe(201);
  return ServiceRequestSchema.parse(response.json());
}
const detail = async (device: Device, id: string) => {
  const response = await as(t.app, device, { method: 'GET', url: `/api/service-requests/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return ServiceRequestDetailSchema.parse(response.json());
};
/** Moves the clock on and lets the back office act (as the server's timer does). */
const later = async (ms: number) => {
  t.clock.advance(ms);
  return runBackOffice(t.app.money, t.clock.now());
};
const branch = async (device: Device) => {
  const response = await as(t.app, device, { method: 'GET', url: '/api/service-requests/branches' });
  return response.json<{ branches: { routingNumber: string }[] }>().branches[0]!.routingNumber;
};
const journalsOf = (type: string, reference: string) =>
  rows<{ id: string }>(
    t.database.db,
    sql`select id from journals where type = ${type} and details->>'serviceRequest' = ${reference}`,
  );

describe('transaction block and unblock', () => {
  it('blocks debits from one account at once, refuses its transfers and payments, while another account works', async () => {
    const { savings, current, device, customer } = await newCustomer();
    const blocked = await block(device, savings.id);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(TransactionBlockAccountSchema.parse(blocked.json())).toMatchObject({
      accountId: savings.id,
      blocked: true,
    });
    // Blocking again changes nothing.
    expect((await block(device, savings.id)).statusCode).toBe(200);
    expect((await blocks(device)).map((a) => [a.number, a.blocked])).toEqual(
      expect.arrayContaining([
        [savings.number, true],
        [current.number, false],
      ]),
    );

    // No code is sent for a transfer or a payment from the blocked account.
    const before = await balanceOf(t.database.db, savings.id);
    const refused = await requestCode(t.app, device, toKarim(savings.id));
    expect(refusal(refused)).toEqual([422, 'ACCOUNT_DEBIT_BLOCKED']);
    expect(refused.json().message).toMatch(/blocked/);
    expect(refusal(await requestCode(t.app, device, recharge(savings.id)))).toEqual([
      422,
      'ACCOUNT_DEBIT_BLOCKED',
    ]);
    // The other account still sends money.
    const sent = await transfer(t.app, device, customer.mobileNumber, toKarim(current.id));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await balanceOf(t.database.db, savings.id)).toBe(before);

    // Money may still come in to the blocked account.
    const own = await transfer(t.app, device, customer.mobileNumber, {
      type: 'own',
      sourceAccountId: current.id,
      destinationAccountId: savings.id,
      amount: '10.00',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await balanceOf(t.database.db, savings.id)).toBe(before + 1_000n);

    expect(await activityKinds(device)).toContain('transaction-blocked');
    expect((await notices(device)).map((n) => n.messageTitle)).toContain(
      'Account blocked for internet banking debits',
    );
    await expectLedgerConsistent(t.database.db);
  });

  it('refuses in the ledger a transfer whose code was sent before the block', async () => {
    const { savings, device, customer } = await newCustomer();
    const request = toKarim(savings.id);
    const { challengeId, code } = await challenge(t.app, device, customer.mobileNumber, request);
    expect((await block(device, savings.id)).statusCode).toBe(200);
    const before = await balanceOf(t.database.db, savings.id);
    const response = await execute(t.app, device, { request, challengeId, code });
    expect(refusal(response)).toEqual([422, 'ACCOUNT_DEBIT_BLOCKED']);
    expect(await balanceOf(t.database.db, savings.id)).toBe(before);
  });

  it('unblocks only with a valid code for that account', async () => {
    const { savings, current, device, customer } = await newCustomer();
    expect(refusal(await post(device, '/api/transaction-blocks/otp', { accountId: savings.id }))).toEqual([
      409,
      'ACCOUNT_NOT_BLOCKED',
    ]);
    await block(device, savings.id);
    await block(device, current.id);
    const otp = await post(device, '/api/transaction-blocks/otp', { accountId: savings.id });
    expect(otp.statusCode, otp.body).toBe(200);
    const { challengeId } = otp.json<OtpChallenge>();
    const code = await codeFor(t.app, customer.mobileNumber, challengeId);
    const wrong = code === '000000' ? '111111' : '000000';

    const unblock = (accountId: string, value: string) =>
      post(device, '/api/transaction-blocks/unblock', { accountId, challengeId, code: value });
    expect(refusal(await unblock(savings.id, wrong))).toEqual([400, 'OTP_INVALID']);
    // The code is for the savings account only.
    expect(refusal(await unblock(current.id, code))).toEqual([400, 'OTP_PAYLOAD_MISMATCH']);
    expect((await blocks(device)).every((a) => a.blocked)).toBe(true);
    expect(refusal(await post(device, '/api/transaction-blocks/unblock', { accountId: savings.id }))).toEqual(
      [400, 'VALIDATION_FAILED'],
    );

    const done = await unblock(savings.id, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ accountId: savings.id, blocked: false, blockedAt: null });
    // A code is used once.
    await block(device, savings.id);
    expect(refusal(await unblock(savings.id, code))).toEqual([400, 'OTP_INVALID']);
    const again = await challenge(t.app, device, customer.mobileNumber, toKarim(current.id)).catch((e) => e);
    expect(again).toBeInstanceOf(Error); // the current account is still blocked

    expect(await activityKinds(device)).toEqual(expect.arrayContaining(['transaction-unblocked']));
    expect((await notices(device)).map((n) => n.messageTitle)).toContain(
      'Account unblocked for internet banking debits',
    );
  });

  it("answers 404 for another customer's account", async () => {
    const { savings } = await newCustomer();
    const other = await newCustomer();
    expect(refusal(await block(other.device, savings.id))).toEqual([404, 'NOT_FOUND']);
    expect(
      refusal(await post(other.device, '/api/transaction-blocks/otp', { accountId: savings.id })),
    ).toEqual([404, 'NOT_FOUND']);
    expect((await blocks(other.device)).map((a) => a.accountId)).not.toContain(savings.id);
  });

  it('fails a standing instruction run from a blocked account', async () => {
    const made = await newCustomer({ accounts: [{ kind: 'savings', balance: '50000.00' }] });
    const customer = { ...made.customer, device: made.device, refresh: async () => undefined };
    const startAt = new Date(t.clock.now().getTime() + HOUR);
    const instruction = await setUpInstruction(t.app, customer, {
      request: { ...toKarim(made.savings.id, '250.00'), remarks: 'blocked run' },
      schedule: { startAt: startAt.toISOString() },
    });
    await block(made.device, made.savings.id);
    t.clock.advance(HOUR + MINUTE);
    await runScheduler(t.app.money, t.clock.now(), { customerId: made.customer.customerId });
    customer.device = await made.session();
    // The run fails (its retry an hour later is PENDING) and no money moves.
    const runs = await runsOf(t.app, customer, instruction.id);
    expect(runs).toContainEqual(
      expect.objectContaining({ status: 'FAIL', failureCode: 'ACCOUNT_DEBIT_BLOCKED' }),
    );
    expect(await balanceOf(t.database.db, made.savings.id)).toBe(5_000_000n);
  });
});

describe('pay order and demand draft', () => {
  const payOrder = (accountId: string, routingNumber: string, amount = '20000.00') =>
    ({
      type: 'pay_order',
      payload: { accountId, payee: 'Dhaka WASA', amount, branch: routingNumber },
    }) as const;

  it('debits the amount and the fee exactly once when the bank accepts it, the ledger balanced', async () => {
    const { current, device, session } = await newCustomer();
    const routing = await branch(device);
    const quote = await post(device, '/api/service-requests/quote', payOrder(current.id, routing));
    expect(quote.json()).toEqual({
      fee: { charge: '100.00', vat: '15.00', total: '115.00', accountNumber: current.number },
    });
    const request = await submitted(device, payOrder(current.id, routing));
    const before = await balanceOf(t.database.db, current.id);
    const payable = await bankBalance(t.database.db, 'settlement:pay_orders');

    await later(5 * MINUTE);
    await Promise.all([later(0), later(0)]);
    expect((await detail(await session(), request.id)).status).toBe('processing');
    expect(await balanceOf(t.database.db, current.id)).toBe(before - 2_000_000n - 11_500n);
    expect(await bankBalance(t.database.db, 'settlement:pay_orders')).toBe(payable + 2_000_000n);
    expect(await journalsOf('pay_order', request.reference)).toHaveLength(1);

    await later(4 * HOUR);
    const done = await detail(await session(), request.id);
    expect(done.status).toBe('completed');
    expect(done.payload).toMatchObject({ payee: 'Dhaka WASA', amount: '20000.00' });
    expect(await balanceOf(t.database.db, current.id)).toBe(before - 2_011_500n);
    expect(await journalsOf('pay_order', request.reference)).toHaveLength(1);
    await expectLedgerConsistent(t.database.db);
  });

  it('validates the request and what the customer holds', async () => {
    const { savings, current, device } = await newCustomer({
      accounts: [
        { kind: 'savings', balance: '1000.00' },
        { kind: 'current', balance: '5000.00' },
      ],
    });
    const other = await newCustomer();
    const routing = await branch(device);
    for (const bad of [
      { ...payOrder(current.id, routing).payload, amount: '0' },
      { ...payOrder(current.id, routing).payload, amount: '12.345' },
      { ...payOrder(current.id, routing).payload, amount: '6000000' },
      { ...payOrder(current.id, routing).payload, payee: ' ' },
      { ...payOrder(current.id, routing).payload, branch: 'x' },
    ]) {
      const response = await submit(device, { type: 'pay_order', payload: bad });
      expect(refusal(response), JSON.stringify(bad)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const foreign = await submit(other.device, payOrder(current.id, routing, '100'));
    expect(refusal(foreign)).toEqual([404, 'NOT_FOUND']);
    expect(foreign.json().fields).toEqual({ 'payload.accountId': 'serviceRequests.accountUnknown' });
    const nowhere = await submit(device, payOrder(current.id, '000000000', '100'));
    expect(refusal(nowhere)).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await submit(device, payOrder(savings.id, routing, '900.00')))).toEqual([
      422,
      'INSUFFICIENT_FUNDS',
    ]);
    await block(device, savings.id);
    expect(refusal(await submit(device, payOrder(savings.id, routing, '10.00')))).toEqual([
      422,
      'ACCOUNT_DEBIT_BLOCKED',
    ]);
    const draft = await submit(device, {
      type: 'demand_draft',
      payload: { accountId: current.id, payee: 'Rajshahi University', amount: '100', payableAt: '000000000' },
    });
    expect(refusal(draft)).toEqual([404, 'NOT_FOUND']);
    expect(draft.json().fields).toEqual({ 'payload.payableAt': 'serviceRequests.branchUnknown' });
  });

  it('rejects a request whose account was blocked before the bank took it up, taking nothing', async () => {
    const { current, device, session } = await newCustomer();
    const request = await submitted(device, {
      type: 'demand_draft',
      payload: {
        accountId: current.id,
        payee: 'Rajshahi University',
        amount: '750.50',
        payableAt: await branch(device),
      },
    });
    await block(device, current.id);
    const before = await balanceOf(t.database.db, current.id);
    await later(5 * MINUTE);
    const rejected = await detail(await session(), request.id);
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'account_blocked' });
    expect(await balanceOf(t.database.db, current.id)).toBe(before);
    expect(await journalsOf('demand_draft', request.reference)).toHaveLength(0);
  });

  it('issues a demand draft through the back office', async () => {
    const { savings, device, session } = await newCustomer();
    const request = await submitted(device, {
      type: 'demand_draft',
      payload: {
        accountId: savings.id,
        payee: 'Rajshahi University',
        amount: '750.50',
        payableAt: await branch(device),
      },
    });
    const before = await balanceOf(t.database.db, savings.id);
    await later(5 * MINUTE);
    await later(4 * HOUR);
    expect((await detail(await session(), request.id)).status).toBe('completed');
    expect(await balanceOf(t.database.db, savings.id)).toBe(before - 75_050n - 17_250n);
    expect(await journalsOf('demand_draft', request.reference)).toHaveLength(1);
    await expectLedgerConsistent(t.database.db);
  });
});

describe('positive pay and cheque presentment', () => {
  async function withChequeBook() {
    const made = await newCustomer();
    const bookId = await issueChequeBook(t.database.db, {
      customerId: made.customer.customerId,
      accountId: made.current.id,
      leaves: 10,
      issuedOn: '2026-01-05',
      requestId: null,
    });
    const [{ first_leaf: first }] = (await rows<{ first_leaf: number }>(
      t.database.db,
      sql`select first_leaf from cheque_books where id = ${bookId}`,
    )) as [{ first_leaf: number }];
    return { ...made, bookId, first };
  }
  const present = (device: Device, body: object) => post(device, '/api/dev/cheques/present', body);

  it('pays a cheque only when it matches its positive pay instruction', async () => {
    const { device, current, bookId, first } = await withChequeBook();
    const instruction = {
      chequeBookId: bookId,
      leaf: first,
      date: '2026-02-01',
      amount: '5000',
      payee: 'Karim Hossain',
    };
    const request = await submitted(device, { type: 'positive_pay', payload: instruction });
    expect(request).toMatchObject({ accountNumber: current.number, fee: null });
    expect(refusal(await submit(device, { type: 'positive_pay', payload: instruction }))).toEqual([
      409,
      'POSITIVE_PAY_EXISTS',
    ]);
    expect(
      refusal(await submit(device, { type: 'positive_pay', payload: { ...instruction, leaf: first + 10 } })),
    ).toEqual([422, 'CHEQUE_LEAF_NOT_IN_BOOK']);
    expect(
      refusal(
        await submit(device, { type: 'positive_pay', payload: { ...instruction, date: '2026-02-30' } }),
      ),
    ).toEqual([400, 'VALIDATION_FAILED']);

    const before = await balanceOf(t.database.db, current.id);
    const cheque = {
      chequeBookId: bookId,
      leaf: first,
      amount: '5000.00',
      payee: 'Karim Hossain',
      date: '2026-02-01',
    };
    for (const mismatch of [
      { ...cheque, amount: '5000.01' },
      { ...cheque, payee: 'Karim Uddin' },
      { ...cheque, date: '2026-02-02' },
    ])
      expect(refusal(await present(device, mismatch)), JSON.stringify(mismatch)).toEqual([
        422,
        'POSITIVE_PAY_MISMATCH',
      ]);
    expect(await balanceOf(t.database.db, current.id)).toBe(before);

    const paid = await present(device, { ...cheque, payee: '  karim   HOSSAIN ' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await balanceOf(t.database.db, current.id)).toBe(before - 500_000n);
    expect(refusal(await present(device, cheque))).toEqual([409, 'CHEQUE_LEAF_PAID']);
    expect(await balanceOf(t.database.db, current.id)).toBe(before - 500_000n);

    // A leaf without an instruction is paid as presented.
    const plain = await present(device, { ...cheque, leaf: first + 1, amount: '20.00', payee: 'Anyone' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await balanceOf(t.database.db, current.id)).toBe(before - 502_000n);
    await expectLedgerConsistent(t.database.db);
  });

  it('refuses a stopped leaf when it is presented', async () => {
    const { device, session, current, bookId, first } = await withChequeBook();
    await submitted(device, {
      type: 'stop_cheque',
      payload: { chequeBookId: bookId, fromLeaf: first + 2, toLeaf: first + 2, reason: 'lost' },
    });
    await later(2 * MINUTE);
    const before = await balanceOf(t.database.db, current.id);
    const response = await present(await session(), {
      chequeBookId: bookId,
      leaf: first + 2,
      amount: '100.00',
      payee: 'Finder',
      date: '2026-02-01',
    });
    expect(refusal(response)).toEqual([409, 'CHEQUE_LEAF_STOPPED']);
    expect(response.json().message).toMatch(/stopped/);
    expect(await balanceOf(t.database.db, current.id)).toBe(before);
  });

  it("answers 404 for another customer's cheque book", async () => {
    const { bookId, first } = await withChequeBook();
    const other = await newCustomer();
    const response = await submit(other.device, {
      type: 'positive_pay',
      payload: { chequeBookId: bookId, leaf: first, date: '2026-02-01', amount: '10', payee: 'Someone' },
    });
    expect(refusal(response)).toEqual([404, 'NOT_FOUND']);
    expect(response.json().fields).toEqual({ 'payload.chequeBookId': 'chequeBooks.bookUnknown' });
    expect(
      refusal(
        await present(other.device, {
          chequeBookId: bookId,
          leaf: first,
          amount: '10.00',
          payee: 'Someone',
          date: '2026-02-01',
        }),
      ),
    ).toEqual([404, 'NOT_FOUND']);
  });
});

describe('BAYD registration, government bond and certificate requests', () => {
  it('validates each request and takes it through the back office', async () => {
    const { savings, current, device, session } = await newCustomer();
    const other = await newCustomer();
    const bayd = {
      type: 'bayd_registration',
      payload: {
        accountId: savings.id,
        passportNumber: 'ab1234567',
        country: 'SA',
        employer: 'Saudi Aramco',
        since: '2022-03-01',
      },
    } as const;
    const bond = {
      type: 'govt_bond',
      payload: { accountId: savings.id, bond: 'wage_earner_development', amount: '50000', tenorYears: 5 },
    } as const;
    const certificate = {
      type: 'certificate',
      payload: { accountId: current.id, kind: 'tax', from: '2025-07-01', to: '2026-06-30' },
    } as const;
    for (const bad of [
      { ...bayd, payload: { ...bayd.payload, passportNumber: '12' } },
      { ...bayd, payload: { ...bayd.payload, country: 'XX' } },
      { ...bond, payload: { ...bond.payload, amount: '1000' } },
      { ...bond, payload: { ...bond.payload, amount: '25000.50' } },
      { ...bond, payload: { ...bond.payload, tenorYears: 4 } },
      { ...certificate, payload: { ...certificate.payload, from: '2026-07-01' } },
      { ...certificate, payload: { ...certificate.payload, kind: 'love' } },
    ] as SubmitServiceRequest[]) {
      const response = await submit(device, bad);
      expect(refusal(response), JSON.stringify(bad)).toEqual([400, 'VALIDATION_FAILED']);
    }
    for (const request of [bayd, bond, certificate])
      expect(refusal(await submit(other.device, request))).toEqual([404, 'NOT_FOUND']);

    const made = [
      await submitted(device, bayd),
      await submitted(device, bond),
      await submitted(device, certificate),
    ];
    expect(made.map((r) => r.fee?.total ?? null)).toEqual([null, null, '230.00']);
    expect((await detail(device, made[0]!.id)).payload).toMatchObject({ passportNumber: 'AB1234567' });
    const before = await balanceOf(t.database.db, current.id);
    await later(10 * MINUTE);
    await later(24 * HOUR);
    const device2 = await session();
    for (const request of made) expect((await detail(device2, request.id)).status).toBe('completed');
    expect(await balanceOf(t.database.db, current.id)).toBe(before - 23_000n);
    await expectLedgerConsistent(t.database.db);
  });
});

describe('a certificate from a blocked account', () => {
  it('is refused at submission, its fee being a debit', async () => {
    const { current, device } = await newCustomer();
    await block(device, current.id);
    const response = await submit(device, {
      type: 'certificate',
      payload: { accountId: current.id, kind: 'balance', from: '2026-01-01', to: '2026-01-31' },
    });
    expect(refusal(response)).toEqual([422, 'ACCOUNT_DEBIT_BLOCKED']);
    expect(response.json().fields).toEqual({ 'payload.accountId': 'otherServices.accountBlocked' });
  });
});

describe('the Other Services menu', () => {
  const menu = async (device: Device) => {
    const response = await as(t.app, device, { method: 'GET', url: '/api/common/navigation' });
    const items: NavigationItem[] = NavigationSchema.parse(response.json()).default;
    const flat = (list: NavigationItem[]): NavigationItem[] =>
      list.flatMap((item) => [item, ...flat(item.children ?? [])]);
    return flat(items);
  };

  it('is shown to a holder of a savings or current account, positive pay once they have a cheque book', async () => {
    const { device, customer, current } = await newCustomer();
    let items = await menu(device);
    expect(items.find((item) => item.id === 'services.other')?.hidden).toBeUndefined();
    expect(
      items.find((item) => item.link === '/other-services/transaction-block-unblock')?.hidden,
    ).toBeUndefined();
    expect(items.find((item) => item.link === '/other-services/positive-pay-instruction')?.hidden).toBe(true);
    await issueChequeBook(t.database.db, {
      customerId: customer.customerId,
      accountId: current.id,
      leaves: 10,
      issuedOn: '2026-01-05',
      requestId: null,
    });
    items = await menu(device);
    expect(
      items.find((item) => item.link === '/other-services/positive-pay-instruction')?.hidden,
    ).toBeUndefined();
  });
});
