import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A customer's saved payee of one kind (`within_bank`, `other_bank`, `mfs`, `mobile`, `biller`). `details` holds the
 * kind's fields as resolved when it was added (holder's name, branch names, operator...); `identity` is what makes
 * two of a kind the same payee (account number, routing + account, provider + wallet...): saved once per customer.
 */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    nickname: text('nickname').notNull(),
    identity: text('identity').notNull(),
    details: jsonb('details').$type<Record<string, string | null>>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('beneficiaries_identity_idx').on(t.customerId, t.type, t.identity)],
);

/**
 * A completed transaction saved under a name to be sent again: its transfer request (nothing secret) and the
 * payee as the transaction named it. One favorite per transaction.
 */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    payee: jsonb('payee').$type<{ name: string; number: string; institution: string | null }>().notNull(),
    transactionId: text('transaction_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('favorites_transaction_idx').on(t.customerId, t.transactionId),
    index('favorites_customer_created_idx').on(t.customerId, t.createdAt),
  ],
);

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type FavoriteRow = typeof favorites.$inferSelect;
