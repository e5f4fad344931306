import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A customer's scheduled or recurring transfer (decision 028): the transfer request it makes at each occurrence,
 * its schedule (anchor `first_run_at` in Dhaka time, frequency, end) and where it stands (`occurrence`: the index of
 * the next occurrence, due at `next_run_at`; null when none is left).
 */
export const standingInstructions = pgTable(
  'standing_instructions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    sourceAccountId: uuid('source_account_id').notNull(),
    sourceNumber: text('source_number').notNull(),
    payee: jsonb('payee').$type<{ name: string; number: string; institution: string | null }>().notNull(),
    firstRunAt: timestamptz('first_run_at').notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'monthly', 'yearly'] }),
    endsOn: date('ends_on'),
    maxRuns: integer('max_runs'),
    status: text('status', { enum: ['ACTIVE', 'PAUSED', 'CANCELLED', 'COMPLETED'] }).notNull(),
    occurrence: integer('occurrence').notNull().default(0),
    nextRunAt: timestamptz('next_run_at'),
    runsMade: integer('runs_made').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('standing_instructions_customer_idx').on(t.customerId, t.createdAt),
    index('standing_instructions_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/**
 * One attempt at one occurrence of an instruction: attempt 1 at the due time, attempt 2 an hour after a failure.
 * `claimed_until` is the lease of the instance executing it; a run still PENDING after its lease is executed again
 * (its derived idempotency key makes that a replay, never a second debit).
 */
export const standingRuns = pgTable(
  'standing_runs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    instructionId: uuid('instruction_id')
      .notNull()
      .references(() => standingInstructions.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    attempt: smallint('attempt').notNull(),
    runAt: timestamptz('run_at').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCESS', 'PROCESSING', 'FAIL', 'SKIPPED'] }).notNull(),
    failureCode: text('failure_code'),
    transactionId: text('transaction_id'),
    claimedUntil: timestamptz('claimed_until'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('standing_runs_occurrence_idx').on(t.instructionId, t.dueAt, t.attempt),
    index('standing_runs_pending_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('standing_runs_processing_idx')
      .on(t.transactionId)
      .where(sql`${t.status} = 'PROCESSING'`),
  ],
);

export type StandingInstructionRow = typeof standingInstructions.$inferSelect;
export type StandingRunRow = typeof standingRuns.$inferSelect;
