import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { accounts, timestamptz } from './ledger.ts';

/**
 * Transaction blocks (decision 035): an account of the customer's from which internet-banking debits are refused,
 * from the moment the row exists. `ledger_post` reads it for every owned debit leg of a journal of the
 * internet-banking channel, so every kind of debit (transfers, payments, standing instructions, fees) is refused
 * with ACCOUNT_DEBIT_BLOCKED. Unblocking (with a code) deletes the row.
 */
export const transactionBlocks = pgTable(
  'transaction_blocks',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    blockedAt: timestamptz('blocked_at').notNull(),
  },
  (t) => [index('transaction_blocks_customer_idx').on(t.customerId)],
);
