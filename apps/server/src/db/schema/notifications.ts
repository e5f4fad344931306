import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/** Banking notifications of the bell (SPEC 2.6, 3.1). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ['PROMOTIONAL', 'TRANSACTIONAL'] }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    messageTitle: text('message_title').notNull(),
    messageText: text('message_text').notNull(),
    bannerTitle: text('banner_title'),
    bannerText: text('banner_text'),
    imageUrl: text('image_url'),
    linkedUrl: text('linked_url'),
    link: text('link'),
    useRouter: boolean('use_router').notNull().default(false),
    transactionId: text('transaction_id'),
    /** Money came in: the payee's notice of a within-bank transfer, which the web app also shows as a toast. */
    incomingCredit: boolean('incoming_credit').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notifications_customer_idx').on(t.customerId, t.category, t.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
