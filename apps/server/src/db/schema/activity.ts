import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_KINDS, type ActivityKind } from '@taka/contracts';
import { customers } from './customers.ts';
import { sessions } from './sessions.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export { ACTIVITY_KINDS, type ActivityKind };

/** The kinds as SQL literals, for the check constraint (a new kind is a new migration). */
const knownKinds = sql.raw(ACTIVITY_KINDS.map((kind) => `'${kind}'`).join(', '));

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
  (t) => [
    index('activity_events_customer_time_idx').on(t.customerId, t.occurredAt.desc(), t.id.desc()),
    // the log filtered by kind walks each kind's events newest first
    index('activity_events_customer_kind_time_idx').on(
      t.customerId,
      t.kind,
      t.occurredAt.desc(),
      t.id.desc(),
    ),
    check('activity_events_kind_known', sql`${t.kind} in (${knownKinds})`),
  ],
);

export type ActivityEventRow = typeof activityEvents.$inferSelect;
