import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { accounts, loans } from '../schema/index.ts';
import { emiOf } from '../../modules/loans/emi.ts';
import { addMonths } from './dates.ts';
import { SEED_ACCOUNTS, seedAccountId } from './ledger-accounts.ts';

/** The account loan interest is earned on (the first of the interest accounts). */
export const INTEREST_INCOME_ID = seedAccountId(950);

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
 * The demo customers' loans' terms, from their loan accounts as they were opened: what is owed is the principal of a
 * schedule over the remaining months and one more, whose first instalment falls due a month before the account's
 * due day; the history pays it then (seed/history.ts), as a customer pays one (loans/pay.ts).
 */
export async function seedLoanTerms(db: Database, now: Date): Promise<void> {
  for (const held of Object.values(SEED_ACCOUNTS)) {
    if (!('loan' in held)) continue;
    const seeded = held.loan;
    const [account] = await db.select().from(accounts).where(eq(accounts.id, seeded.id));
    if (!account || account.balance >= 0n || !account.dueOn) continue;
    const principal = -account.balance;
    const tenorMonths = seeded.termMonths - seeded.openedMonthsAgo + 1;
    await db.insert(loans).values({
      accountId: account.id,
      principal,
      annualRateBps: seeded.interestRateBps,
      tenorMonths,
      startOn: addMonths(account.dueOn, -2),
      emi: emiOf(principal, seeded.interestRateBps, tenorMonths),
      createdAt: now,
    });
  }
}
