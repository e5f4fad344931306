import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CARD_BLOCK_REASONS, CARD_KINDS, CARD_STATUSES } from '@taka/contracts';
import { customers } from './customers.ts';
import { accounts, poisha, timestamptz } from './ledger.ts';
import { serviceRequests } from './service-requests.ts';

/**
 * A customer's card (decision 033): a debit card draws on a savings or current account, a credit card on the
 * customer's credit_card account, a prepaid card on its own load (no account here). `tagged` says whether internet
 * banking shows it: an untagged card is the customer's but unknown to every route until tagged with a code. The
 * controls and limits are what the card network adapter (modules/cards/network.ts) checks.
 */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CARD_KINDS }).notNull(),
    virtual: boolean('virtual').notNull().default(false),
    number: text('number').notNull(),
    network: text('network', { enum: ['visa', 'mastercard'] }).notNull(),
    productName: text('product_name').notNull(),
    nameOnCard: text('name_on_card').notNull(),
    accountId: uuid('account_id').references(() => accounts.id),
    /** Last month of validity, "2029-08". */
    expiresOn: text('expires_on').notNull(),
    status: text('status', { enum: CARD_STATUSES }).notNull().default('active'),
    blockReason: text('block_reason', { enum: CARD_BLOCK_REASONS }),
    tagged: boolean('tagged').notNull().default(true),
    onlineEnabled: boolean('online_enabled').notNull().default(true),
    internationalEnabled: boolean('international_enabled').notNull().default(false),
    atmEnabled: boolean('atm_enabled').notNull().default(true),
    spendLimit: poisha('spend_limit').notNull(),
    atmLimit: poisha('atm_limit').notNull(),
    /** The service request that issued it (a virtual card, a reissue); null for cards issued otherwise. */
    requestId: uuid('request_id').references(() => serviceRequests.id),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('cards_number_idx').on(t.number),
    uniqueIndex('cards_request_idx').on(t.requestId),
    index('cards_customer_idx').on(t.customerId),
    check('cards_number_format', sql`${t.number} ~ '^[0-9]{16}$'`),
    check('cards_limits_positive', sql`${t.spendLimit} > 0 AND ${t.atmLimit} > 0`),
    check('cards_block_reason', sql`(${t.status} = 'blocked') = (${t.blockReason} IS NOT NULL)`),
  ],
);

export type CardRow = typeof cards.$inferSelect;
