import { index, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { accounts } from './ledger.ts';

/** Numbers the references of secure messages ("SM-2026-000123"): one counter bank-wide, so each is unique. */
export const secureMessageNumbers = pgSequence('secure_message_numbers');

/** A customer's secure message to the bank (Reach Us), in plain text, optionally about one of their accounts. */
export const secureMessages = pgTable(
  'secure_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    subject: text('subject', { enum: ['account', 'card', 'transfer', 'complaint', 'other'] }).notNull(),
    body: text('body').notNull(),
    accountId: uuid('account_id').references(() => accounts.id),
    status: text('status', { enum: ['received', 'in_progress', 'answered'] })
      .notNull()
      .default('received'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('secure_messages_reference_idx').on(t.reference),
    index('secure_messages_customer_created_idx').on(t.customerId, t.createdAt),
  ],
);

export type SecureMessageRow = typeof secureMessages.$inferSelect;
