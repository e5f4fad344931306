import { bigint, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

const poisha = (name: string) => bigint(name, { mode: 'bigint' });

/** The bank's limits per transaction type: the minimum amount and the ceilings a customer may not exceed. */
export const limitCeilings = pgTable('limit_ceilings', {
  type: text('type').primaryKey(),
  minAmount: poisha('min_amount').notNull(),
  maxPerTransaction: poisha('max_per_transaction').notNull(),
  dailyAmount: poisha('daily_amount').notNull(),
  dailyCount: integer('daily_count').notNull(),
  monthlyAmount: poisha('monthly_amount').notNull(),
});

/** A customer's own (lower) limits for a type; absent: the ceiling applies. */
export const customerLimits = pgTable(
  'customer_limits',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    maxPerTransaction: poisha('max_per_transaction').notNull(),
    dailyAmount: poisha('daily_amount').notNull(),
    dailyCount: integer('daily_count').notNull(),
    monthlyAmount: poisha('monthly_amount').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.type] })],
);

/**
 * What a customer has used of a limit in a period (`day` or `month`, starting `period_start`, Asia/Dhaka):
 * counters moved in the posting transaction only while the new totals stay within the limit.
 */
export const limitUsage = pgTable(
  'limit_usage',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    period: text('period', { enum: ['day', 'month'] }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    amount: poisha('amount').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.type, t.period, t.periodStart] })],
);
