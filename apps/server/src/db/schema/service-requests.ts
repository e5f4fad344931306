import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { accounts, journals, poisha, timestamptz } from './ledger.ts';

const STATUSES = ['submitted', 'processing', 'completed', 'rejected', 'cancelled'] as const;
const REASONS = [
  'insufficient_funds',
  'account_not_active',
  'leaf_not_unused',
  'cancelled_by_customer',
  'account_blocked',
  'card_limit_not_available',
  'dispute_above_review_limit',
  'dispute_not_substantiated',
] as const;

/** Numbers service requests bank-wide: the list's keyset and the reference ("SR-2026-000123"). */
export const serviceRequestNumbers = pgSequence('service_request_numbers');

/**
 * A customer's request for a service (decision 032): its type names the payload's contract and the registry entry
 * (modules/service-requests/registry.ts) that prices it and says what completing it does. The back office moves it
 * on when `due_at` comes. The fee (charge + VAT, poisha) is debited from `fee_account_id` by one journal, at most
 * once (`fee_journal_id` is set in the same transaction as the step that debits it).
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' })
      .notNull()
      .default(sql`nextval('service_request_numbers')`),
    reference: text('reference').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: STATUSES }).notNull(),
    reason: text('reason', { enum: REASONS }),
    /** The account the request is about, if any. */
    accountId: uuid('account_id').references(() => accounts.id),
    feeAccountId: uuid('fee_account_id').references(() => accounts.id),
    feeCharge: poisha('fee_charge')
      .notNull()
      .default(sql`0`),
    feeVat: poisha('fee_vat')
      .notNull()
      .default(sql`0`),
    feeJournalId: bigint('fee_journal_id', { mode: 'number' }).references(() => journals.id),
    /** When the back office next acts on it; null once it is final. */
    dueAt: timestamptz('due_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('service_requests_number_idx').on(t.number),
    uniqueIndex('service_requests_reference_idx').on(t.reference),
    uniqueIndex('service_requests_fee_journal_idx').on(t.feeJournalId),
    index('service_requests_customer_number_idx').on(t.customerId, t.number),
    index('service_requests_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} IS NOT NULL`),
    check('service_requests_fee_positive', sql`${t.feeCharge} >= 0 AND ${t.feeVat} >= 0`),
    check(
      'service_requests_fee_has_account',
      sql`${t.feeCharge} + ${t.feeVat} = 0 OR ${t.feeAccountId} IS NOT NULL`,
    ),
  ],
);

/** A request's timeline: one row per status it reached, in order. */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: STATUSES }).notNull(),
    reason: text('reason', { enum: REASONS }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('service_request_events_request_idx').on(t.requestId, t.id)],
);

/** A cheque book issued on a customer's savings or current account: leaves first_leaf .. first_leaf+leaves-1. */
export const chequeBooks = pgTable(
  'cheque_books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    firstLeaf: integer('first_leaf').notNull(),
    leaves: integer('leaves').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** The chequebook request that issued it; null for books issued before internet banking. */
    requestId: uuid('request_id').references(() => serviceRequests.id),
  },
  (t) => [
    index('cheque_books_customer_idx').on(t.customerId),
    uniqueIndex('cheque_books_request_idx').on(t.requestId),
    check('cheque_books_leaves_positive', sql`${t.leaves} > 0`),
  ],
);

/** One leaf of a cheque book. A stopped leaf stays stopped: nothing moves it out of `stopped`. */
export const chequeLeaves = pgTable(
  'cheque_leaves',
  {
    chequeBookId: uuid('cheque_book_id')
      .notNull()
      .references(() => chequeBooks.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    status: text('status', { enum: ['unused', 'paid', 'stopped'] })
      .notNull()
      .default('unused'),
    /** The stop-cheque request that stopped it. */
    stoppedBy: uuid('stopped_by').references(() => serviceRequests.id),
  },
  (t) => [primaryKey({ columns: [t.chequeBookId, t.number] })],
);

/** The numbers of cheque leaves bank-wide, so no two books share a leaf number. */
export const chequeLeafNumbers = pgSequence('cheque_leaf_numbers', { startWith: 4_512_301, increment: 100 });

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type ChequeBookRow = typeof chequeBooks.$inferSelect;
