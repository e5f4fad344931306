import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { accounts, credentials, customers } from '../../apps/server/src/db/schema/index.ts';
import { bankAccountId } from '../../apps/server/src/db/seed/ledger-accounts.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { newTransactionId, postJournal } from '../../apps/server/src/modules/ledger/ledger.ts';

export const BENCH_PASSWORD = 'Bench#2026';

export type BenchAccount = { id: string; number: string };
export type BenchCustomer = {
  id: string;
  email: string;
  mobile: string;
  /** The first of `accounts`. */
  accountId: string;
  accountNumber: string;
  accounts: BenchAccount[];
};

/** Each bench account's opening balance (poisha). */
export const BENCH_OPENING = 1_000_000_00n;

/**
 * `count` customers with `accountsEach` funded savings accounts each (opening balances from the bank's equity, one
 * journal), and own-account and within-bank ceilings high enough that a benchmark never meets a limit.
 */
export async function createBenchCustomers(
  db: Database,
  count: number,
  now: Date,
  accountsEach = 1,
): Promise<BenchCustomer[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const made = Array.from({ length: count }, (_, i) => {
    const accounts = Array.from({ length: accountsEach }, (_, a) => ({
      id: randomUUID(),
      number: `55${a}${String(i).padStart(10, '0')}`,
    }));
    return {
      id: randomUUID(),
      email: `bench-${i}@bench.taka`,
      mobile: `0155${String(i).padStart(7, '0')}`,
      accountId: accounts[0]!.id,
      accountNumber: accounts[0]!.number,
      accounts,
    };
  });
  await db.insert(customers).values(
    made.map((c, i) => ({
      id: c.id,
      fullName: `Bench Customer ${i}`,
      nickname: `Bench ${i}`,
      mobileNumber: c.mobile,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await db
    .insert(credentials)
    .values(
      made.map((c) => ({ customerId: c.id, email: c.email, passwordHash, activatedAt: now, createdAt: now })),
    );
  const held = made.flatMap((c, i) => c.accounts.map((account) => ({ ...account, customerId: c.id, i })));
  await db.insert(accounts).values(
    held.map((account) => ({
      id: account.id,
      customerId: account.customerId,
      number: account.number,
      kind: 'savings' as const,
      title: `Bench Customer ${account.i}`,
      productName: 'Taka Savings Account',
      branch: 'Motijheel Branch',
      minBalance: 0n,
      openedOn: '2026-01-01',
    })),
  );
  const opening = BENCH_OPENING;
  await postJournal(
    db,
    {
      transactionId: newTransactionId(),
      type: 'opening',
      status: 'SUCCESS',
      channel: 'system',
      customerId: null,
      fromAccountId: null,
      fromName: 'Taka Bank',
      fromNumber: 'Head Office',
      toName: 'Bench customers',
      toNumber: 'many',
      amount: opening * BigInt(held.length),
      charge: 0n,
      vat: 0n,
      remarks: 'Benchmark funding',
      details: null,
      createdAt: now,
    },
    [
      { accountId: bankAccountId('equity'), amount: -opening * BigInt(held.length) },
      ...held.map((account) => ({ accountId: account.id, amount: opening })),
    ],
  );
  await db.execute(
    sql`update limit_ceilings set daily_count = 1000000, daily_amount = 100000000000, monthly_amount = 100000000000
      where type in ('own', 'within_bank')`,
  );
  return made;
}
