import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const poisha = (name: string) => bigint(name, { mode: 'bigint' });

export const CUSTOMER_ACCOUNT_KINDS = ['savings', 'current', 'credit_card', 'loan', 'fdr'] as const;
/** The bank's own accounts: network settlement, charges earned, VAT owed, the equity opening balances come from, and loan interest earned and deposit interest paid (decision 034). */
export const BANK_ACCOUNT_KINDS = [
  'settlement',
  'fee_income',
  'vat_payable',
  'equity',
  'interest_income',
  'interest_expense',
] as const;
export type AccountKindValue = (typeof CUSTOMER_ACCOUNT_KINDS)[number] | (typeof BANK_ACCOUNT_KINDS)[number];

/**
 * A ledger account (decision 006). `balance` is the sum of the account's postings (poisha, positive = the bank
 * owes the holder); `min_balance` is its floor (0 savings, minus the overdraft or credit limit, null for the bank's
 * own accounts), kept by a check constraint.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the bank's own accounts. */
    customerId: uuid('customer_id').references(() => customers.id),
    number: text('number').notNull().unique(),
    kind: text('kind', { enum: [...CUSTOMER_ACCOUNT_KINDS, ...BANK_ACCOUNT_KINDS] }).notNull(),
    title: text('title').notNull(),
    productName: text('product_name').notNull(),
    branch: text('branch').notNull(),
    currency: text('currency').notNull().default('BDT'),
    status: text('status', { enum: ['active', 'frozen', 'closed'] })
      .notNull()
      .default('active'),
    balance: poisha('balance')
      .notNull()
      .default(sql`0`),
    minBalance: poisha('min_balance'),
    /** Names a bank account the code looks up, e.g. `fee_income`, `settlement:npsb`. */
    systemKey: text('system_key').unique(),
    /** Card payment due date, loan's next instalment. */
    dueOn: date('due_on', { mode: 'string' }),
    maturityOn: date('maturity_on', { mode: 'string' }),
    /** Yearly rate in basis points (950 = 9.50%). */
    interestRateBps: integer('interest_rate_bps'),
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('accounts_customer_idx').on(t.customerId),
    check('accounts_balance_floor', sql`${t.minBalance} IS NULL OR ${t.balance} >= ${t.minBalance}`),
    check('accounts_number_format', sql`${t.number} ~ '^[0-9]{13}$'`),
    check('accounts_currency_bdt', sql`${t.currency} = 'BDT'`),
  ],
);

/** One money movement (SPEC 4 status, receipt fields); its postings sum to zero. */
export const journals = pgTable(
  'journals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Public id shown on receipts: TK + 12 characters. */
    transactionId: text('transaction_id').notNull().unique(),
    /** Transfer type (`own`, `within_bank`, `npsb`...) or a bank-side kind (`salary`, `opening`, `reversal`). */
    type: text('type').notNull(),
    status: text('status').notNull(),
    channel: text('channel').notNull(),
    /** The customer who initiated it; null for bank-side journals. */
    customerId: uuid('customer_id').references(() => customers.id),
    fromAccountId: uuid('from_account_id').references(() => accounts.id),
    fromName: text('from_name').notNull(),
    fromNumber: text('from_number').notNull(),
    toName: text('to_name').notNull(),
    toNumber: text('to_number').notNull(),
    amount: poisha('amount').notNull(),
    charge: poisha('charge')
      .notNull()
      .default(sql`0`),
    vat: poisha('vat')
      .notNull()
      .default(sql`0`),
    remarks: text('remarks').notNull().default(''),
    /** Type-specific facts: network, routing number, bank and branch names, provider... */
    details: jsonb('details').$type<Record<string, string>>(),
    reversesJournalId: bigint('reverses_journal_id', { mode: 'number' }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('journals_customer_idx').on(t.customerId, t.createdAt),
    index('journals_processing_idx')
      .on(t.type, t.createdAt)
      .where(sql`${t.status} = 'PROCESSING'`),
  ],
);

/** Insert-only (a trigger refuses UPDATE and DELETE): one account's side of a journal, with its balance after. */
export const postings = pgTable(
  'postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => journals.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: poisha('amount').notNull(),
    balanceAfter: poisha('balance_after').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('postings_account_time_idx').on(t.accountId, t.createdAt, t.id),
    index('postings_journal_idx').on(t.journalId),
    /** The transaction history's keyset: an account's postings newest first, by time and journal. */
    index('postings_account_time_journal_idx').on(t.accountId, t.createdAt, t.journalId),
    check('postings_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * The Idempotency-Key of every money-moving POST, per customer: the request's hash and, once done, the answer a
 * replay gets. Claimed in the same transaction as the posting, so a refused request leaves no key behind. A
 * transfer an external network still has to answer records its transaction id here, so that the answer, when it
 * comes (modules/transactions/reconcile.ts), reaches the key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    transactionId: text('transaction_id'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    index('idempotency_keys_transaction_idx')
      .on(t.transactionId)
      .where(sql`${t.transactionId} is not null`),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type JournalRow = typeof journals.$inferSelect;
