import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { sessions } from './sessions.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A customer's passkey (a discoverable WebAuthn credential, decision 030): its credential id and COSE public key
 * (base64url), the authenticator's signature counter as last seen, and where it was added (read from the user agent
 * that added it).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    synced: boolean('synced').notNull(),
    name: text('name').notNull(),
    device: text('device'),
    browser: text('browser'),
    os: text('os'),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [index('passkeys_customer_idx').on(t.customerId, t.createdAt.desc())],
);

export type PasskeyRow = typeof passkeys.$inferSelect;

export const PASSKEY_CEREMONIES = ['register', 'sign-in', 'unlock'] as const;
export type PasskeyCeremonyKind = (typeof PASSKEY_CEREMONIES)[number];

/**
 * A WebAuthn challenge the server handed out, until it is answered (deleted in the same statement that reads it, so
 * it is used at most once) or expires. A registration or unlock is bound to the customer and session that asked;
 * a sign-in to nobody yet: the ceremony id the client sends back binds it to that one attempt.
 */
export const passkeyCeremonies = pgTable(
  'passkey_ceremonies',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: PASSKEY_CEREMONIES }).notNull(),
    challenge: text('challenge').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** A registration's passkey name, chosen before the code was checked. */
    name: text('name'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('passkey_ceremonies_expiry_idx').on(t.expiresAt)],
);
