import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A customer of the bank, whether or not registered for internet banking. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    nickname: text('nickname').notNull(),
    /** Bangladeshi mobile number, 11 digits (01XXXXXXXXX); one-time codes go here. */
    mobileNumber: text('mobile_number').notNull(),
    profilePicUrl: text('profile_pic_url'),
    status: text('status', { enum: ['online', 'away', 'busy', 'not-visible'] })
      .notNull()
      .default('online'),
    /** The language the customer chose last: what the server writes to them in (SMS, notifications, remarks). */
    language: text('language', { enum: ['en', 'tr', 'bn'] })
      .notNull()
      .default('en'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('customers_mobile_number_format', sql`${t.mobileNumber} ~ '^01[3-9][0-9]{8}$'`),
    check('customers_language_known', sql`${t.language} in ('en', 'tr', 'bn')`),
  ],
);

/**
 * The 13-digit account numbers a customer holds at the bank, recorded so that sign-up can match a customer by
 * account number + mobile number. The ledger (issue 3) keeps its own accounts; this is only the matching key.
 */
export const customerAccountNumbers = pgTable(
  'customer_account_numbers',
  {
    accountNumber: text('account_number').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_account_numbers_customer_idx').on(t.customerId),
    check('customer_account_numbers_format', sql`${t.accountNumber} ~ '^[0-9]{13}$'`),
  ],
);

/**
 * Internet-banking credentials: one row per registered (or registering) customer. `activatedAt` is null until the
 * sign-up code is confirmed; such a row cannot sign in.
 */
export const credentials = pgTable(
  'credentials',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Lower-cased sign-in e-mail (the user name). */
    email: text('email').notNull().unique(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    activatedAt: timestamptz('activated_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    lastLoginAt: timestamptz('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [check('credentials_email_lower', sql`${t.email} = lower(${t.email})`)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type CredentialRow = typeof credentials.$inferSelect;
