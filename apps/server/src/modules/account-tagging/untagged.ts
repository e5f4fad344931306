import type { Database } from '../../db/client.ts';
import { accounts, customerAccountNumbers } from '../../db/schema/index.ts';
import { bankAccountId } from '../../db/seed/ledger-accounts.ts';
import { newTransactionId, postJournal } from '../ledger/ledger.ts';

export type UntaggedAccount = {
  id: string;
  customerId: string;
  number: string;
  kind: 'savings' | 'current';
  title: string;
  productName: string;
  branch: string;
  balance: bigint;
  openedOn: string;
};

/**
 * Opens an account the bank's records give to `customerId` (customer_account_numbers) but that is not yet in their
 * internet banking: its `customer_id` stays null until they tag it (decision 036). Funded from the bank's equity.
 */
export async function openUntaggedAccount(db: Database, account: UntaggedAccount, now: Date): Promise<void> {
  await db.insert(accounts).values({
    id: account.id,
    customerId: null,
    number: account.number,
    kind: account.kind,
    title: account.title,
    productName: account.productName,
    branch: account.branch,
    minBalance: 0n,
    openedOn: account.openedOn,
  });
  await db
    .insert(customerAccountNumbers)
    .values({ accountNumber: account.number, customerId: account.customerId });
  if (account.balance === 0n) return;
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
      toName: account.title,
      toNumber: account.number,
      amount: account.balance,
      charge: 0n,
      vat: 0n,
      remarks: 'Opening balance',
      details: null,
      createdAt: now,
    },
    [
      { accountId: bankAccountId('equity'), amount: -account.balance },
      { accountId: account.id, amount: account.balance },
    ],
  );
}
