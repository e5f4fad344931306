import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';

/** Other banks reachable through NPSB and BEFTN, by Bangladesh Bank's 3-digit bank code. */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  npsb: boolean('npsb').notNull().default(true),
});

export const districts = pgTable('districts', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  division: text('division').notNull(),
});

/** A branch of another bank; its 9-digit routing number is bank (3) + district (2) + branch (3) + check (1). */
export const bankBranches = pgTable(
  'bank_branches',
  {
    routingNumber: text('routing_number').primaryKey(),
    bankCode: text('bank_code')
      .notNull()
      .references(() => banks.code),
    districtCode: text('district_code')
      .notNull()
      .references(() => districts.code),
    name: text('name').notNull(),
    address: text('address').notNull(),
  },
  (t) => [index('bank_branches_bank_district_idx').on(t.bankCode, t.districtCode)],
);
