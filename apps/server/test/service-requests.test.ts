import {
  ChequeBookListSchema,
  NavigationSchema,
  ServiceRequestDetailSchema,
  ServiceRequestListSchema,
  ServiceRequestSchema,
  TestCustomerSchema,
  type BankNotification,
  type ChequeBook,
  type NavigationItem,
  type ServiceRequest,
  type SubmitServiceRequest,
  type TestCustomerRequest,
} from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackOffice } from '../src/modules/service-requests/back-office.ts';
import { startTestApp, MINUTE, type TestApp } from './helpers/app.ts';
import { as, KARIM, RAHIM, refusal, signIn, type Device } from './helpers/client.ts';
import { balanceOf, bankBalance, expectLedgerConsistent, rows, SEED_ACCOUNTS } from './helpers/money.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * MINUTE;

/** A customer of the test's own (decision 020), signed in; `session()` signs in again after the clock moved on. */
async function newCustomer(order: TestCustomerRequest = {}) {
  const made = await t.app.inject({ method: 'POST', url: '/api/dev/customers', payload: order });
  const customer = TestCustomerSchema.parse(made.json());
  const session = () => signIn(t.app, t.clock, { email: customer.email, password: customer.password });
  return { customer, session, device: await session() };
}

const submit = (device: Device, payload: SubmitServiceRequest) =>
  as(t.app, device, { method: 'POST', url: '/api/service-requests', payload });
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
const list = async (device: Device, query: Record<string, string> = {}) => {
  const response = await as(t.app, device, { method: 'GET', url: '/api/service-requests', query });
  expect(response.statusCode, response.body).toBe(200);
  return ServiceRequestListSchema.parse(response.json());
};
const cancel = (device: Device, id: string) =>
  as(t.app, device, { method: 'POST', url: `/api/service-requests/${id}/cancel` });
const notices = async (device: Device) =>
  (
    await as(t.app, device, {
      method: 'POST',
      url: '/api/notification-service/instant-notification/list',
      payload: { categoryType: 'TRANSACTIONAL', pageSize: 100 },
    })
  ).json<{ data: { data: BankNotification[] } }>().data.data;
const chequeBooks = async (device: Device): Promise<ChequeBook[]> => {
  const response = await as(t.app, device, { method: 'GET', url: '/api/cheque-books' });
  expect(response.statusCode, response.body).toBe(200);
  return ChequeBookListSchema.parse(response.json()).chequeBooks;
};
/** Moves the clock on and lets the back office act, for every customer (as the server's timer does). */
const later = async (ms: number) => {
  t.clock.advance(ms);
  return runBackOffice(t.app.money, t.clock.now());
};
const branch = async (device: Device) => {
  const response = await as(t.app, device, { method: 'GET', url: '/api/service-requests/branches' });
  return response.json<{ branches: { routingNumber: string }[] }>().branches[0]!.routingNumber;
};
const chequebookOf = (accountId: string, routingNumber: string, leaves: 10 | 25 | 50 = 25) =>
  ({ type: 'chequebook', payload: { accountId, leaves, branch: routingNumber } }) as const;

describe('the service request workflow', () => {
  it('takes a chequebook request, debits its fee once when accepted, completes it and issues the book', async () => {
    const { customer, device, session } = await newCustomer();
    const current = customer.accounts.find((a) => a.kind === 'current')!;
    const quote = await as(t.app, device, {
      method: 'POST',
      url: '/api/service-requests/quote',
      payload: chequebookOf(current.id, await branch(device)),
    });
    expect(quote.json()).toEqual({
      fee: { charge: '125.00', vat: '18.75', total: '143.75', accountNumber: current.number },
    });
    const request = await submitted(device, chequebookOf(current.id, await branch(device)));
    expect(request).toMatchObject({
      type: 'chequebook',
      status: 'submitted',
      accountNumber: current.number,
      fee: { total: '143.75', transactionId: null },
      reason: null,
    });
    expect(request.reference).toMatch(/^SR-\d{4}-\d{6}$/);
    const before = await balanceOf(t.database.db, current.id);
    const feeIncome = await bankBalance(t.database.db, 'fee_income');

    // Not yet due: nothing moves.
    await later(MINUTE);
    expect((await detail(device, request.id)).status).toBe('submitted');

    await later(5 * MINUTE);
    const processing = await detail(await session(), request.id);
    expect(processing.status).toBe('processing');
    expect(processing.fee?.transactionId).toMatch(/^TK/);
    expect(await balanceOf(t.database.db, current.id)).toBe(before - 14_375n);
    expect(await bankBalance(t.database.db, 'fee_income')).toBe(feeIncome + 12_500n);

    // The back office running again, or twice at once, takes nothing more.
    await Promise.all([later(0), later(0)]);
    await later(HOUR);
    const device2 = await session();
    const done = await detail(device2, request.id);
    expect(done.status).toBe('completed');
    expect(done.timeline.map((step) => step.status)).toEqual(['submitted', 'processing', 'completed']);
    expect(await balanceOf(t.database.db, current.id)).toBe(before - 14_375n);
    const fees = await rows(
      t.database.db,
      sql`select id from journals where type = 'service_fee' and details->>'serviceRequest' = ${request.reference}`,
    );
    expect(fees).toHaveLength(1);
    await expectLedgerConsistent(t.database.db);

    const [book] = await chequeBooks(device2);
    expect(book).toMatchObject({ accountNumber: current.number });
    expect(book!.leaves).toHaveLength(25);
    expect(book!.leaves.every((leaf) => leaf.status === 'unused')).toBe(true);

    const titles = (await notices(device2)).map((notice) => notice.messageTitle);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Chequebook request submitted',
        'Chequebook request in progress',
        'Chequebook request completed',
      ]),
    );
  });

  it('rejects a request whose fee the account can no longer pay, and takes no money', async () => {
    const { customer, device, session } = await newCustomer({
      accounts: [{ kind: 'savings', balance: '100.00' }],
    });
    const savings = customer.accounts[0]!;
    const request = await submitted(device, chequebookOf(savings.id, await branch(device), 10));
    // The money leaves before the bank takes the request up.
    await t.database.db.execute(
      sql`update accounts set min_balance = balance - 100 where id = ${savings.id}`,
    );
    await later(10 * MINUTE);
    const rejected = await detail(await session(), request.id);
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'insufficient_funds' });
    expect(rejected.fee?.transactionId).toBeNull();
    expect(await balanceOf(t.database.db, savings.id)).toBe(10_000n);
    await later(2 * HOUR);
    expect((await detail(await session(), request.id)).status).toBe('rejected');
  });

  it('refuses a fee the account cannot pay at once', async () => {
    const { customer, device } = await newCustomer({ accounts: [{ kind: 'savings', balance: '50.00' }] });
    const response = await submit(device, chequebookOf(customer.accounts[0]!.id, await branch(device), 10));
    expect(refusal(response)).toEqual([422, 'INSUFFICIENT_FUNDS']);
  });

  it('lets the customer cancel only while submitted', async () => {
    const { customer, device, session } = await newCustomer();
    const account = customer.accounts[0]!;
    const first = await submitted(device, chequebookOf(account.id, await branch(device), 10));
    const second = await submitted(device, chequebookOf(account.id, await branch(device), 10));
    const cancelled = await cancel(device, first.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', reason: 'cancelled_by_customer' });
    expect(refusal(await cancel(device, first.id))).toEqual([409, 'SERVICE_REQUEST_NOT_CANCELLABLE']);

    await later(10 * MINUTE);
    const again = await session();
    expect(refusal(await cancel(again, second.id))).toEqual([409, 'SERVICE_REQUEST_NOT_CANCELLABLE']);
    expect((await detail(again, first.id)).timeline.map((s) => s.status)).toEqual(['submitted', 'cancelled']);
    // A cancelled request costs nothing and stays cancelled.
    expect((await detail(again, first.id)).fee?.transactionId).toBeNull();
    expect((await notices(again)).map((n) => n.messageTitle)).toContain('Chequebook request cancelled');
  });

  it('lists the customer’s own requests newest first, filtered and a page at a time', async () => {
    const { customer, device } = await newCustomer();
    const account = customer.accounts[0]!;
    const made: ServiceRequest[] = [];
    for (let i = 0; i < 3; i++) {
      made.push(await submitted(device, chequebookOf(account.id, await branch(device), 10)));
      t.clock.advance(1000);
    }
    const statement = await submitted(device, {
      type: 'hard_copy_statement',
      payload: { accountId: account.id, from: '2026-01-01', to: '2026-01-31', branch: await branch(device) },
    });
    await cancel(device, made[0]!.id);

    const all = await list(device);
    expect(all.requests.map((r) => r.id)).toEqual([statement.id, ...made.map((r) => r.id).reverse()]);
    const page1 = await list(device, { size: '2' });
    expect(page1.requests.map((r) => r.id)).toEqual([statement.id, made[2]!.id]);
    const page2 = await list(device, { size: '2', cursor: page1.nextCursor! });
    expect(page2.requests.map((r) => r.id)).toEqual([made[1]!.id, made[0]!.id]);
    expect(page2.nextCursor).toBeNull();

    expect((await list(device, { type: 'hard_copy_statement' })).requests.map((r) => r.id)).toEqual([
      statement.id,
    ]);
    expect((await list(device, { status: 'cancelled' })).requests.map((r) => r.id)).toEqual([made[0]!.id]);
    expect((await list(device, { from: '2000-01-01', to: '2000-01-02' })).requests).toEqual([]);
    expect((await list(device, { from: '2000-01-01', to: '2999-01-01' })).requests).toHaveLength(4);

    const bad = await as(t.app, device, {
      method: 'GET',
      url: '/api/service-requests',
      query: { status: 'lost' },
    });
    expect(refusal(bad)).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('moves only the calling customer’s requests through the development route', async () => {
    const mine = await newCustomer();
    const theirs = await newCustomer();
    const a = await submitted(
      mine.device,
      chequebookOf(mine.customer.accounts[0]!.id, await branch(mine.device), 10),
    );
    const b = await submitted(
      theirs.device,
      chequebookOf(theirs.customer.accounts[0]!.id, await branch(theirs.device), 10),
    );
    const run = (asOf: Date) =>
      as(t.app, mine.device, {
        method: 'POST',
        url: '/api/dev/service-requests/run',
        payload: { asOf: asOf.toISOString() },
      });
    expect((await run(new Date(t.clock.now().getTime() + HOUR))).json()).toEqual({ stepped: 1 });
    expect((await run(new Date(t.clock.now().getTime() + 3 * HOUR))).json()).toEqual({ stepped: 1 });
    expect((await detail(mine.device, a.id)).status).toBe('completed');
    expect((await detail(theirs.device, b.id)).status).toBe('submitted');
  });
});

describe('ownership', () => {
  it('answers 404 for another customer’s request, account or cheque book', async () => {
    const { customer, device } = await newCustomer();
    const other = await newCustomer();
    const request = await submitted(device, chequebookOf(customer.accounts[0]!.id, await branch(device), 10));
    expect(
      refusal(await as(t.app, other.device, { method: 'GET', url: `/api/service-requests/${request.id}` })),
    ).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await cancel(other.device, request.id))).toEqual([404, 'NOT_FOUND']);
    const foreignAccount = await submit(
      other.device,
      chequebookOf(customer.accounts[0]!.id, await branch(device)),
    );
    expect(refusal(foreignAccount)).toEqual([404, 'NOT_FOUND']);
    expect(foreignAccount.json().fields).toEqual({ 'payload.accountId': 'serviceRequests.accountUnknown' });

    const rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
    const [rahimsBook] = await chequeBooks(rahim);
    const stop = await submit(other.device, {
      type: 'stop_cheque',
      payload: {
        chequeBookId: rahimsBook!.id,
        fromLeaf: rahimsBook!.firstLeaf + 10,
        toLeaf: rahimsBook!.firstLeaf + 10,
        reason: 'lost',
      },
    });
    expect(refusal(stop)).toEqual([404, 'NOT_FOUND']);
    expect(await chequeBooks(other.device)).toEqual([]);
  });
});

describe('request types', () => {
  it('refuses payloads that break their contract with 400 VALIDATION_FAILED', async () => {
    const { customer, device } = await newCustomer();
    const accountId = customer.accounts[0]!.id;
    for (const payload of [
      { type: 'chequebook', payload: { accountId, leaves: 12, branch: '123456789' } },
      { type: 'chequebook', payload: { accountId: 'nope', leaves: 10, branch: '123456789' } },
      { type: 'stop_cheque', payload: { chequeBookId: accountId, fromLeaf: 9, toLeaf: 3, reason: 'lost' } },
      { type: 'stop_cheque', payload: { chequeBookId: accountId, fromLeaf: 1, toLeaf: 1, reason: 'bored' } },
      {
        type: 'hard_copy_statement',
        payload: { accountId, from: '2026-02-01', to: '2026-01-01', branch: '1' },
      },
      { type: 'loan_statement', payload: { accountId } },
      { type: 'card_block', payload: {} },
    ]) {
      const response = await as(t.app, device, { method: 'POST', url: '/api/service-requests', payload });
      expect(refusal(response), JSON.stringify(payload)).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('refuses a service on the wrong kind of account and an unknown branch', async () => {
    const { customer, device } = await newCustomer();
    const savings = customer.accounts[0]!;
    const loan = await submit(device, {
      type: 'loan_statement',
      payload: { accountId: savings.id, from: '2026-01-01', to: '2026-01-31' },
    });
    expect(refusal(loan)).toEqual([422, 'ACCOUNT_NOT_ELIGIBLE']);
    const nowhere = await submit(device, chequebookOf(savings.id, '000000000'));
    expect(refusal(nowhere)).toEqual([404, 'NOT_FOUND']);
    expect(nowhere.json().fields).toEqual({ 'payload.branch': 'serviceRequests.branchUnknown' });

    const karim = await signIn(t.app, t.clock, { email: KARIM.email });
    const deposit = await submitted(karim, {
      type: 'deposit_statement',
      payload: { accountId: SEED_ACCOUNTS.karim.fdr.id, from: '2026-01-01', to: '2026-01-31' },
    });
    expect(deposit).toMatchObject({
      status: 'submitted',
      fee: null,
      accountNumber: SEED_ACCOUNTS.karim.fdr.number,
    });
  });

  it('stops unused cheque leaves for good when accepted, and refuses paid or stopped ones', async () => {
    const rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
    const [book] = await chequeBooks(rahim);
    const first = book!.firstLeaf;
    expect(book!.leaves.slice(0, 7).map((leaf) => leaf.status)).toEqual([
      'paid',
      'paid',
      'paid',
      'paid',
      'paid',
      'stopped',
      'unused',
    ]);
    const stopOf = (fromLeaf: number, toLeaf: number) =>
      submit(rahim, {
        type: 'stop_cheque',
        payload: { chequeBookId: book!.id, fromLeaf, toLeaf, reason: 'stolen' },
      });
    expect(refusal(await stopOf(first + 4, first + 7))).toEqual([409, 'CHEQUE_LEAF_NOT_UNUSED']);
    expect(refusal(await stopOf(first + 24, first + 25))).toEqual([422, 'CHEQUE_LEAF_NOT_IN_BOOK']);

    const response = await stopOf(first + 7, first + 9);
    expect(response.statusCode, response.body).toBe(201);
    const request = ServiceRequestSchema.parse(response.json());
    await later(3 * MINUTE);
    const again = await signIn(t.app, t.clock, { email: RAHIM.email });
    expect((await detail(again, request.id)).status).toBe('processing');
    const leaves = (await chequeBooks(again))[0]!.leaves;
    expect(leaves.slice(6, 11).map((leaf) => leaf.status)).toEqual([
      'unused',
      'stopped',
      'stopped',
      'stopped',
      'unused',
    ]);
    await later(HOUR);
    // Completed, the leaves stay stopped; stopping them again is refused.
    const third = await signIn(t.app, t.clock, { email: RAHIM.email });
    expect((await detail(third, request.id)).status).toBe('completed');
    expect((await chequeBooks(third))[0]!.leaves[8]!.status).toBe('stopped');
    const twice = await submit(third, {
      type: 'stop_cheque',
      payload: { chequeBookId: book!.id, fromLeaf: first + 8, toLeaf: first + 8, reason: 'lost' },
    });
    expect(refusal(twice)).toEqual([409, 'CHEQUE_LEAF_NOT_UNUSED']);
  });

  it('rejects a stop instruction whose leaf was paid before the bank took it up', async () => {
    const karim = await signIn(t.app, t.clock, { email: KARIM.email });
    const [book] = await chequeBooks(karim);
    const leaf = book!.firstLeaf + 5;
    const response = await submit(karim, {
      type: 'stop_cheque',
      payload: { chequeBookId: book!.id, fromLeaf: leaf, toLeaf: leaf + 1, reason: 'lost' },
    });
    const request = ServiceRequestSchema.parse(response.json());
    await t.database.db.execute(
      sql`update cheque_leaves set status = 'paid' where cheque_book_id = ${book!.id} and number = ${leaf + 1}`,
    );
    await later(3 * MINUTE);
    const again = await signIn(t.app, t.clock, { email: KARIM.email });
    expect(await detail(again, request.id)).toMatchObject({ status: 'rejected', reason: 'leaf_not_unused' });
    expect((await chequeBooks(again))[0]!.leaves[5]!.status).toBe('unused');
  });
});

describe('the menu', () => {
  const menuOf = async (device: Device) => {
    const response = await as(t.app, device, { method: 'GET', url: '/api/common/navigation' });
    const flatten = (items: NavigationItem[]): NavigationItem[] =>
      items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
    const items = flatten(NavigationSchema.parse(response.json()).default);
    return (link: string) => items.find((item) => item.link === link)?.hidden ?? false;
  };

  it('shows each account service to a customer who has what it needs', async () => {
    const hidden = await menuOf(await signIn(t.app, t.clock, { email: RAHIM.email }));
    expect(hidden('/dashboard/stop-cheque-request')).toBe(false);
    expect(hidden('/dashboard/cheque-status-enquiry')).toBe(false);
    expect(hidden('/dashboard/loan-statement')).toBe(false);
    expect(hidden('/service-request-history')).toBe(false);

    const { device } = await newCustomer();
    const newcomer = await menuOf(device);
    expect(newcomer('/dashboard/chequebook-request-management')).toBe(false);
    expect(newcomer('/dashboard/hard-copy-statement')).toBe(false);
    expect(newcomer('/dashboard/stop-cheque-request')).toBe(true);
    expect(newcomer('/dashboard/cheque-status-enquiry')).toBe(true);
    expect(newcomer('/dashboard/loan-statement')).toBe(true);
    expect(newcomer('/dashboard/deposit-statement')).toBe(true);
  });
});
