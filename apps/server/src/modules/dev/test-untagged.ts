import { randomInt, randomUUID } from 'node:crypto';
import { parseMoney } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { openUntaggedAccount } from '../account-tagging/untagged.ts';
import { dhakaDate } from '../limits/periods.ts';

const PRODUCTS = { savings: 'Taka Savings Account', current: 'Taka Current Account' } as const;

/** A test customer's account held at the bank but not yet in internet banking (decision 036); returns its number. */
export async function openTestUntaggedAccount(
  db: Database,
  customer: { id: string; fullName: string },
  account: { kind: 'savings' | 'current'; balance: string },
  now: Date,
): Promise<string> {
  const number = `7${Array.from({ length: 12 }, () => randomInt(10)).join('')}`;
  await openUntaggedAccount(
    db,
    {
      id: randomUUID(),
      customerId: customer.id,
      number,
      kind: account.kind,
      title: customer.fullName,
      productName: PRODUCTS[account.kind],
      branch: 'Gulshan Branch',
      balance: parseMoney(account.balance),
      openedOn: dhakaDate(now),
    },
    now,
  );
  return number;
}
