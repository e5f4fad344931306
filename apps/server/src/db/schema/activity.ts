import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { sessions } from './sessions.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ACTIVITY_KINDS = [
  'sign-in',
  'sign-in-failed',
  'lockout',
  'sign-out',
  'idle-lock',
  'unlock',
  'password-changed',
  'passkey-added',
  'passkey-removed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * The customer's security-relevant events, written in the transaction of the change each records (see
 * modules/activity). `details` is small structured data and never holds a secret (no password, code, token or
 * session key; account numbers masked).
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    device: text('device'),
    browser: text('browser'),
    os: text('os'),
    details: jsonb('details').$type<Record<string, string | number | boolean>>().notNull().default({}),
  },
  (t) => [index('activity_events_customer_time_idx').on(t.customerId, t.occurredAt.desc(), t.id.desc())],
);

export type ActivityEventRow = typeof activityEvents.$inferSelect;
