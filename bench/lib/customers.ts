import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { accounts, credentials, customers } from '../../apps/server/src/db/schema/index.ts';
import { bankAccountId } from '../../apps/server/src/db/seed/ledger-accounts.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { newTransactionId, postJournal } from '../../apps/server/src/modules/ledger/ledger.ts';

export const BENCH_PASSWORD = 'Bench#2026';

export type BenchCustomer = { email: string; mobile: string; accountId: string; accountNumber: string };

/**
 * `count` customers with one funded savings account each (opening balances from the bank's equity, one journal),
 * and within-bank ceilings high enough that a benchmark never meets a limit.
 */
export async function createBenchCustomers(db: Database, count: number, now: Date): Promise<BenchCustomer[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const made = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    accountId: randomUUID(),
    email: `bench-${i}@bench.taka`,
    mobile: `0155${String(i).padStart(7, '0')}`,
    accountNumber: `55${String(i).padStart(11, '0')}`,
  }));
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
  await db.insert(accounts).values(
    made.map((c, i) => ({
      id: c.accountId,
      customerId: c.id,
      number: c.accountNumber,
      kind: 'savings' as const,
      title: `Bench Customer ${i}`,
      productName: 'Taka Savings Account',
      branch: 'Motijheel Branch',
      minBalance: 0n,
      openedOn: '2026-01-01',
    })),
  );
  const opening = 1_000_000_00n;
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
      amount: opening * BigInt(count),
      charge: 0n,
      vat: 0n,
      remarks: 'Benchmark funding',
      details: null,
      createdAt: now,
    },
    [
      { accountId: bankAccountId('equity'), amount: -opening * BigInt(count) },
      ...made.map((c) => ({ accountId: c.accountId, amount: opening })),
    ],
  );
  await db.execute(
    sql`update limit_ceilings set daily_count = 1000000, daily_amount = 100000000000, monthly_amount = 100000000000
      where type = 'within_bank'`,
  );
  return made.map(({ email, mobile, accountId, accountNumber }) => ({
    email,
    mobile,
    accountId,
    accountNumber,
  }));
}
