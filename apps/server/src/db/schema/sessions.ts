import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Why a session ended (`end_reason`, beside `revoked_at`): the customer signed out; their password was changed or
 * reset; it was ended from the list of sessions in settings. A session ended without one (an operator's SQL) counts
 * as revoked; an expired one is told by its `expires_at`.
 */
export const SESSION_END_REASONS = ['signed_out', 'password_changed', 'password_reset', 'revoked'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
const knownReasons = sql.raw(SESSION_END_REASONS.map((reason) => `'${reason}'`).join(', '));

/**
 * A signed-in device. The access token names it (`sid`) and must carry its current `tokenId` (`jti`). Only the
 * Session-Data key derived from the session key is kept (`dataKey`, base64url), never the session key itself.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenId: uuid('token_id').notNull(),
    dataKey: text('data_key').notNull(),
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull(),
    lastActivityAt: timestamptz('last_activity_at').notNull(),
    locked: boolean('locked').notNull().default(false),
    revokedAt: timestamptz('revoked_at'),
    endReason: text('end_reason', { enum: SESSION_END_REASONS }),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The sign-in before this one, shown to the customer as Last Successful Login. */
    previousLoginAt: timestamptz('previous_login_at'),
    previousLoginIp: text('previous_login_ip'),
    /** How the session signed in: shown in the customer's list of sessions. */
    signInMethod: text('sign_in_method', { enum: ['password', 'passkey'] })
      .notNull()
      .default('password'),
  },
  (t) => [
    index('sessions_customer_idx').on(t.customerId),
    check('sessions_end_reason_known', sql`${t.endReason} IS NULL OR ${t.endReason} IN (${knownReasons})`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
