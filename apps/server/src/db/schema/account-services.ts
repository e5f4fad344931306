import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { accounts, journals, timestamptz } from './ledger.ts';
import { serviceRequests } from './service-requests.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A file a customer attached to a dispute (decision 036): an image or a PDF, its type read from its bytes. Only its
 * owner may name it in a dispute.
 */
export const disputeAttachments = pgTable(
  'dispute_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('dispute_attachments_customer_idx').on(t.customerId)],
);

/** An account whose monthly statement is e-mailed to its holder (decision 036). */
export const eStatementSubscriptions = pgTable('e_statement_subscriptions', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull(),
});

/** One month's statement of a subscribed account, sent: the key makes the monthly job send it exactly once. */
export const eStatementDeliveries = pgTable(
  'e_statement_deliveries',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The first day of the month the statement covers (Dhaka). */
    month: date('month', { mode: 'string' }).notNull(),
    sentAt: timestamptz('sent_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] })],
);

/** The credit of an upheld dispute: one journal per dispute, at most (decision 036). */
export const disputeRefunds = pgTable('dispute_refunds', {
  requestId: uuid('request_id')
    .primaryKey()
    .references(() => serviceRequests.id, { onDelete: 'cascade' }),
  journalId: bigint('journal_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => journals.id),
});
