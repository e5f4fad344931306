import type { Database } from '../client.ts';
import { accounts, customerAccountNumbers, limitCeilings } from '../schema/index.ts';
import { SEED_CEILINGS } from '../../modules/limits/ceilings.ts';
import { dhakaDate } from '../../modules/limits/periods.ts';
import { SEED_CUSTOMERS } from './customers.ts';
import { addDays, addMonths } from './dates.ts';
import { seedHistory } from './history.ts';
import { BANK_ACCOUNTS, SEED_ACCOUNTS, seedAccountId, type SeedAccount } from './ledger-accounts.ts';

/** An account's opening, due and maturity dates, counted from the seeding day `today` (Dhaka). */
function accountDates(account: SeedAccount, today: string) {
  const openedOn = addMonths(today, -account.openedMonthsAgo);
  return {
    openedOn,
    dueOn: account.dueInDays === undefined ? null : addDays(today, account.dueInDays),
    maturityOn: account.termMonths === undefined ? null : addMonths(openedOn, account.termMonths),
  };
}

/**
 * Opens the bank's accounts and the limit ceilings and, with `demo`, the demo customers' accounts with their opening
 * balances and a few weeks of history as real journals, so every balance is the sum of its postings and the ledger
 * sums to zero.
 */
export async function seedAccounts(db: Database, options: { now: Date; demo: boolean }): Promise<void> {
  await db
    .insert(limitCeilings)
    .values(Object.entries(SEED_CEILINGS).map(([type, ceiling]) => ({ type, ...ceiling })))
    .onConflictDoNothing();

  await db.insert(accounts).values(
    BANK_ACCOUNTS.map((account, i) => ({
      id: seedAccountId(900 + i),
      number: `9990000000${String(900 + i)}`,
      kind: account.kind,
      title: account.title,
      productName: 'General ledger',
      branch: 'Head Office',
      systemKey: account.key,
      openedOn: '2020-01-01',
    })),
  );
  if (!options.demo) return;
  const owners = Object.entries(SEED_ACCOUNTS).flatMap(([who, held]) =>
    Object.values(held).map((account: SeedAccount) => ({
      customer: SEED_CUSTOMERS[who as keyof typeof SEED_CUSTOMERS],
      account,
    })),
  );
  const today = dhakaDate(options.now);
  await db.insert(accounts).values(
    owners.map(({ customer, account }) => ({
      id: account.id,
      customerId: customer.id,
      number: account.number,
      kind: account.kind,
      title: customer.fullName,
      productName: account.productName,
      branch: account.branch,
      minBalance: account.minBalance,
      ...accountDates(account, today),
      interestRateBps: account.interestRateBps ?? null,
    })),
  );
  await db
    .insert(customerAccountNumbers)
    .values(
      owners.map(({ customer, account }) => ({ accountNumber: account.number, customerId: customer.id })),
    )
    .onConflictDoNothing();
  await seedHistory(db, options.now, owners);
}
