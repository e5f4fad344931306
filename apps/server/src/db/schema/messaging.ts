import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * One-time codes: 6 digits, stored only as an HMAC bound to purpose and subject, single use, limited tries.
 * `sessionId` and `payloadHash` bind a code to a signed-in action (transfers) when set.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    sessionId: uuid('session_id'),
    payloadHash: text('payload_hash'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [
    // only live codes: a customer's used ones pile up and must not slow the lookup down
    index('one_time_codes_lookup_idx')
      .on(t.customerId, t.purpose, t.createdAt)
      .where(sql`${t.consumedAt} IS NULL`),
  ],
);

/** Messages to customers (SMS, e-mail), written by the outbox channel and delivered from here. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order, so that "newest" is exact even for messages written in the same millisecond. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    body: text('body').notNull(),
    /** The one-time code the message carries, for the development outbox; null for other messages. */
    code: text('code'),
    /** A file the e-mail carries (an e-statement's PDF), with its name and type; null for other messages. */
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachment: bytea('attachment'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.seq)],
);
