import { randomUUID } from 'node:crypto';
import { TestCustomerSchema, type AuthSession } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, deviceFor, refusal } from './helpers/client.ts';
import { expectLedgerConsistent, receiptOf, transfer } from './helpers/money.ts';

/** POST /api/dev/customers: a customer of its own for each browser test (decision 020). */
describe('test customers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/dev/customers', payload: payload as object });

  it('are signed up, hold accounts funded through the ledger, and move money like anyone', async () => {
    const made = await create({});
    expect(made.statusCode).toBe(201);
    const customer = TestCustomerSchema.parse(made.json());
    expect(customer.accounts.map((account) => [account.kind, account.balance])).toEqual([
      ['savings', '250000.00'],
      ['current', '120000.00'],
    ]);
    await expectLedgerConsistent(t.app.db);

    const deviceId = randomUUID();
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: customer.email, password: customer.password, deviceUniqueId: deviceId },
    });
    expect(signedIn.statusCode).toBe(200);
    const device = deviceFor(t.clock, signedIn.json<AuthSession>(), deviceId);
    const [savings, current] = customer.accounts;
    await receiptOf(
      await transfer(t.app, device, customer.mobileNumber, {
        type: 'own',
        sourceAccountId: savings!.id,
        destinationAccountId: current!.id,
        amount: '100.00',
      }),
    );
    const listed = await as(t.app, device, { method: 'GET', url: '/api/accounts' });
    const balances = listed.json<{ accounts: { id: string; availableBalance: string }[] }>().accounts;
    expect(balances.find((a) => a.id === current!.id)?.availableBalance).toBe('120100.00');
    await expectLedgerConsistent(t.app.db);
  });

  it('never share a number, an e-mail or a mobile', async () => {
    const made = await Promise.all(
      [1, 2, 3].map(() => create({ accounts: [{ kind: 'savings', balance: '1.00' }] })),
    );
    const customers = made.map((response) => TestCustomerSchema.parse(response.json()));
    for (const field of ['email', 'mobileNumber'] as const)
      expect(new Set(customers.map((c) => c[field])).size).toBe(3);
    expect(new Set(customers.map((c) => c.accounts[0]!.number)).size).toBe(3);
  });

  it('refuse an order that is not valid', async () => {
    expect(refusal(await create({ accounts: [] }))).toEqual([400, 'VALIDATION_FAILED']);
    expect(refusal(await create({ accounts: [{ kind: 'loan', balance: '1.00' }] }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect(refusal(await create({ accounts: [{ kind: 'savings', balance: '-1' }] }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
  });

  it('do not exist in production', async () => {
    const production = await startTestApp({ database: t.database, env: { NODE_ENV: 'production' } });
    try {
      const refused = await production.app.inject({ method: 'POST', url: '/api/dev/customers', payload: {} });
      expect(refusal(refused)).toEqual([404, 'NOT_FOUND']);
    } finally {
      await production.close();
    }
  });
});
