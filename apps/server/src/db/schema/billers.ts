import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { journals } from './ledger.ts';

/**
 * Who customers pay bills to: utilities and the institutions of the payments pages. Each has a settlement account
 * (system key `settlement:biller:<code>`) that its customers' payments are posted to.
 */
export const billers = pgTable('billers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  sector: text('sector', {
    enum: ['electricity', 'gas', 'water', 'club', 'insurance', 'internet', 'tuition'],
  }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** A prepaid electricity vendor: its customers are meters, which buy tokens instead of paying bills. */
  prepaid: boolean('prepaid').notNull().default(false),
});

/** A customer, meter, member, policy or student number a biller knows, with the name on it. */
export const billerCustomers = pgTable(
  'biller_customers',
  {
    billerCode: text('biller_code')
      .notNull()
      .references(() => billers.code),
    customerNumber: text('customer_number').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.billerCode, t.customerNumber] })],
);

/**
 * One bill of a month, due while `paid_at` is null. A payment through the bank claims it in the posting
 * transaction (a trigger on journals sets `paid_at` and `paid_journal_id`, so two payments can never both pay it);
 * a reversed payment makes it due again. A bill paid elsewhere (at the biller's counter) has no journal.
 */
export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billNumber: text('bill_number').notNull().unique(),
    billerCode: text('biller_code').notNull(),
    customerNumber: text('customer_number').notNull(),
    /** The first day of the month billed. */
    period: date('period', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    paidJournalId: bigint('paid_journal_id', { mode: 'number' }).references(() => journals.id),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({
      name: 'bills_biller_customer_fk',
      columns: [t.billerCode, t.customerNumber],
      foreignColumns: [billerCustomers.billerCode, billerCustomers.customerNumber],
    }),
    index('bills_customer_period_idx').on(t.billerCode, t.customerNumber, t.period),
  ],
);
