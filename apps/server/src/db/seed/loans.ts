import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { accounts, loans } from '../schema/index.ts';
import { emiOf } from '../../modules/loans/emi.ts';
import { addMonths } from './dates.ts';
import { SEED_ACCOUNTS, seedAccountId } from './ledger-accounts.ts';

/** The bank's interest accounts (decision 034): loan interest earned, deposit interest paid. Production too. */
export async function seedInterestAccounts(db: Database): Promise<void> {
  await db.insert(accounts).values(
    [
      { key: 'interest_income', kind: 'interest_income', title: 'Loan interest income' },
      { key: 'interest_expense', kind: 'interest_expense', title: 'Deposit interest expense' },
    ].map((account, i) => ({
      id: seedAccountId(950 + i),
      number: `9990000000${String(950 + i)}`,
      kind: account.kind as 'interest_income' | 'interest_expense',
      title: account.title,
      productName: 'General ledger',
      branch: 'Head Office',
      systemKey: account.key,
      openedOn: '2020-01-01',
    })),
  );
}

/**
 * The demo customers' loans' terms, from their loan accounts as they stand: what is owed now is the principal of a
 * schedule over the remaining months, its first instalment on the account's due day.
 */
export async function seedLoans(db: Database, now: Date): Promise<void> {
  for (const held of Object.values(SEED_ACCOUNTS)) {
    if (!('loan' in held)) continue;
    const seeded = held.loan;
    const [account] = await db.select().from(accounts).where(eq(accounts.id, seeded.id));
    if (!account || account.balance >= 0n || !account.dueOn) continue;
    const principal = -account.balance;
    const tenorMonths = seeded.termMonths - seeded.openedMonthsAgo;
    const annualRateBps = seeded.interestRateBps;
    await db.insert(loans).values({
      accountId: account.id,
      principal,
      annualRateBps,
      tenorMonths,
      startOn: addMonths(account.dueOn, -1),
      emi: emiOf(principal, annualRateBps, tenorMonths),
      createdAt: now,
    });
  }
}
