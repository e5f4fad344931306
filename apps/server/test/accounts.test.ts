import {
  AccountListSchema,
  AccountSchema,
  BankListSchema,
  BranchListSchema,
  DistrictListSchema,
} from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, KARIM, RAHIM, signIn, type Device } from './helpers/client.ts';
import { expectLedgerConsistent, SEED_ACCOUNTS } from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
let karim: Device;
beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  karim = await signIn(t.app, t.clock, { email: KARIM.email });
});
afterAll(() => t.close());

describe('accounts', () => {
  it('lists only the customer own accounts, with ledger and available balances', async () => {
    const response = await as(t.app, rahim, { method: 'GET', url: '/api/accounts' });
    expect(response.statusCode).toBe(200);
    const { accounts } = AccountListSchema.parse(response.json());
    expect(accounts.map((a) => [a.number, a.kind])).toEqual([
      ['1021000000011', 'savings'],
      ['1021000000029', 'current'],
      ['1021000000052', 'credit_card'],
      ['1021000000060', 'loan'],
      ['1021000000078', 'fdr'],
    ]);
    const current = accounts.find((a) => a.kind === 'current')!;
    expect(current.overdraftLimit).toBe('50000.00');
    expect(BigInt(current.availableBalance.replace('.', ''))).toBe(
      BigInt(current.ledgerBalance.replace('.', '')) + 5_000_000n,
    );
    const card = accounts.find((a) => a.kind === 'credit_card')!;
    expect(card.creditLimit).toBe('200000.00');
    expect(card.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(accounts.find((a) => a.kind === 'fdr')!.availableBalance).toBe('0.00');
    expect(accounts.every((a) => a.currency === 'BDT' && a.title === 'Rahim Uddin')).toBe(true);
  });

  it('answers one account by id and 404 for another customer account', async () => {
    const own = await as(t.app, rahim, {
      method: 'GET',
      url: `/api/accounts/${SEED_ACCOUNTS.rahim.savings.id}`,
    });
    expect(AccountSchema.parse(own.json()).number).toBe('1021000000011');
    const foreign = await as(t.app, karim, {
      method: 'GET',
      url: `/api/accounts/${SEED_ACCOUNTS.rahim.savings.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts' })).statusCode).toBe(401);
  });

  it('seeds a ledger that sums to zero with balances equal to their postings', async () => {
    await expectLedgerConsistent(t.database.db);
  });
});

describe('bank directory', () => {
  it('lists banks, the districts a bank is in and its branches with 9-digit routing numbers', async () => {
    const banks = BankListSchema.parse(
      (await as(t.app, rahim, { method: 'GET', url: '/api/banks' })).json(),
    ).banks;
    expect(banks.length).toBeGreaterThanOrEqual(15);
    const dbbl = banks.find((b) => b.shortName === 'DBBL')!;
    const districts = DistrictListSchema.parse(
      (await as(t.app, rahim, { method: 'GET', url: `/api/banks/${dbbl.code}/districts` })).json(),
    ).districts;
    expect(districts.map((d) => d.name)).toContain('Dhaka');
    const dhaka = districts.find((d) => d.name === 'Dhaka')!;
    const branches = BranchListSchema.parse(
      (
        await as(t.app, rahim, {
          method: 'GET',
          url: `/api/banks/${dbbl.code}/branches`,
          query: { district: dhaka.code },
        })
      ).json(),
    ).branches;
    expect(branches.map((b) => b.name)).toContain('Motijheel Branch');
    expect(branches.every((b) => b.routingNumber.startsWith(`${dbbl.code}${dhaka.code}`))).toBe(true);
  });
});
