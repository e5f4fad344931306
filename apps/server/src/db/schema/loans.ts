import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { accounts, journals, poisha, timestamptz } from './ledger.ts';

/**
 * A loan's terms (decision 034), keyed to its ledger account (kind `loan`, balance = minus the outstanding
 * principal). The EMI schedule is computed from these (modules/loans/emi.ts); `emi` is stored as computed when the
 * loan was made.
 */
export const loans = pgTable(
  'loans',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id),
    principal: poisha('principal').notNull(),
    /** Yearly rate in basis points (900 = 9.00%). */
    annualRateBps: integer('annual_rate_bps').notNull(),
    tenorMonths: integer('tenor_months').notNull(),
    /** The disbursement day: instalment n falls due n months after it (Dhaka calendar, month ends clamped). */
    startOn: date('start_on', { mode: 'string' }).notNull(),
    emi: poisha('emi').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    check('loans_principal_positive', sql`${t.principal} > 0`),
    check('loans_tenor', sql`${t.tenorMonths} between 1 and 480`),
    check('loans_rate', sql`${t.annualRateBps} between 0 and 10000`),
  ],
);

/** One instalment paid: at most once per number (primary key), by one journal. */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    loanAccountId: uuid('loan_account_id')
      .notNull()
      .references(() => loans.accountId),
    number: integer('number').notNull(),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => journals.id),
    paidAt: timestamptz('paid_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.loanAccountId, t.number] })],
);

/** Numbers the FDR accounts opened online: 1031 + 9 digits. */
export const fdrAccountNumbers = pgSequence('fdr_account_numbers', { startWith: 1 });

export const FDR_INSTRUCTION_VALUES = [
  'renew_principal',
  'renew_principal_and_interest',
  'credit_to_account',
] as const;

/**
 * A fixed deposit opened online (decision 034), keyed to its ledger account (kind `fdr`). `principal`, `rate_bps`
 * and `matures_on` are the current term's (a renewal moves them on); maturity claims due rows FOR UPDATE SKIP
 * LOCKED and acts only on an active one whose day has come, so each term matures once.
 */
export const fixedDeposits = pgTable(
  'fixed_deposits',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    principal: poisha('principal').notNull(),
    rateBps: integer('rate_bps').notNull(),
    tenorMonths: integer('tenor_months').notNull(),
    instruction: text('instruction', { enum: FDR_INSTRUCTION_VALUES }).notNull(),
    /** Where maturity pays out (null when principal and interest are renewed). */
    creditAccountId: uuid('credit_account_id').references(() => accounts.id),
    termStartOn: date('term_start_on', { mode: 'string' }).notNull(),
    maturesOn: date('matures_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    openingJournalId: bigint('opening_journal_id', { mode: 'number' })
      .notNull()
      .references(() => journals.id),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('fixed_deposits_customer_idx').on(t.customerId),
    index('fixed_deposits_due_idx')
      .on(t.maturesOn)
      .where(sql`${t.status} = 'active'`),
    check('fixed_deposits_principal_positive', sql`${t.principal} > 0`),
  ],
);

/** Each term that matured: one row per deposit and maturity day, with the interest's journal. */
export const fdrMaturities = pgTable(
  'fdr_maturities',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => fixedDeposits.accountId),
    maturedOn: date('matured_on', { mode: 'string' }).notNull(),
    interest: poisha('interest').notNull(),
    interestJournalId: bigint('interest_journal_id', { mode: 'number' }).references(() => journals.id),
    payoutJournalId: bigint('payout_journal_id', { mode: 'number' }).references(() => journals.id),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.maturedOn] })],
);

export type LoanRow = typeof loans.$inferSelect;
export type FixedDepositRow = typeof fixedDeposits.$inferSelect;
