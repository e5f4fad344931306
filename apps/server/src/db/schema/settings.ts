import { boolean, customType, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The devices (the web app's deviceUniqueId) each customer has signed in from: a sign-in from one not listed here is
 * a new device, alerted once (decision 031). Kept apart from sessions, which come and go.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.deviceId] })],
);

/** Which transactional alerts the customer also wants by SMS; no row means none (the bell always has them). */
export const notificationPreferences = pgTable('notification_preferences', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  smsMoneySent: boolean('sms_money_sent').notNull().default(false),
  smsMoneyReceived: boolean('sms_money_received').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * A customer's profile picture, as re-encoded by the server (a square 256 px WebP, no metadata). Its random id is
 * its address (`/api/media/profile-pictures/<id>.webp`): an <img> cannot send the bearer token.
 */
export const profilePictures = pgTable('profile_pictures', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
