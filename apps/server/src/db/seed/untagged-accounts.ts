import { openUntaggedAccount } from '../../modules/account-tagging/untagged.ts';
import type { Database } from '../client.ts';
import { SEED_CUSTOMERS } from './customers.ts';
import { addMonths } from './dates.ts';
import { seedAccountId } from './ledger-accounts.ts';
import { dhakaDate } from '../../modules/limits/periods.ts';

/** Rahim's second savings account, at another branch, not yet in his internet banking: the one to tag. */
export const UNTAGGED_ACCOUNT = { id: seedAccountId(19), number: '1021000000099' } as const;

export async function seedUntaggedAccounts(db: Database, now: Date): Promise<void> {
  const rahim = SEED_CUSTOMERS.rahim;
  await openUntaggedAccount(
    db,
    {
      ...UNTAGGED_ACCOUNT,
      customerId: rahim.id,
      kind: 'savings',
      title: rahim.fullName,
      productName: 'Taka Savings Account',
      branch: 'Gulshan Branch',
      balance: 42_500_00n,
      openedOn: addMonths(dhakaDate(now), -20),
    },
    now,
  );
}
