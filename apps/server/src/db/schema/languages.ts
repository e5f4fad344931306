import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  /** JSON text of the language's translations (SPEC 7.2). */
  bilingualData: text('bilingual_data').notNull().default('{}'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});
