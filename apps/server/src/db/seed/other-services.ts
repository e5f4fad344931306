import type { Database } from '../client.ts';
import { accounts } from '../schema/index.ts';
import { seedAccountId } from './ledger-accounts.ts';

/**
 * The bank's accounts the other services move money to (decision 035): pay orders and demand drafts issued (owed
 * to their payees until cashed) and cheques paid through clearing. Its own seed step, so an existing database gets
 * them once.
 */
export const OTHER_SERVICES_BANK_ACCOUNTS = [
  { key: 'settlement:pay_orders', title: 'Pay orders payable' },
  { key: 'settlement:demand_drafts', title: 'Demand drafts payable' },
  { key: 'settlement:cheque_clearing', title: 'Cheque clearing' },
] as const;
export type OtherServicesBankAccount = (typeof OTHER_SERVICES_BANK_ACCOUNTS)[number]['key'];

export async function seedOtherServices(db: Database): Promise<void> {
  await db.insert(accounts).values(
    OTHER_SERVICES_BANK_ACCOUNTS.map((account, i) => ({
      id: seedAccountId(1300 + i),
      number: `9993${String(i).padStart(9, '0')}`,
      kind: 'settlement' as const,
      title: account.title,
      productName: 'General ledger',
      branch: 'Head Office',
      systemKey: account.key,
      openedOn: '2020-01-01',
    })),
  );
}
