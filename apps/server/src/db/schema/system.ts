import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed steps have run on this database, so each runs once (a later start keeps the data). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
