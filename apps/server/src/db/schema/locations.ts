import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/** The kinds of place Locate Us finds: branch, ATM, cash deposit machine, agent outlet. */
export const locationTypes = pgTable('location_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** One location type in one division: the id Locate Us asks the locations of. */
export const locationAreas = pgTable(
  'location_areas',
  {
    id: integer('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => locationTypes.id),
    division: text('division').notNull(),
  },
  (t) => [unique('location_areas_type_division_key').on(t.typeId, t.division)],
);

/** A branch, ATM, CDM or agent outlet of the bank; reference data, the same for every customer. */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    areaId: integer('area_id')
      .notNull()
      .references(() => locationAreas.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** The 9-digit routing number of the branch (for an ATM, CDM or agent outlet: of the branch serving it). */
    routingNumber: text('routing_number').notNull(),
    phoneNumbers: text('phone_numbers').array().notNull(),
    emails: text('emails').array().notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    index('locations_area_name_idx').on(t.areaId, t.name),
    check('locations_routing_number_format', sql`${t.routingNumber} ~ '^[0-9]{9}$'`),
    check('locations_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('locations_longitude_range', sql`${t.longitude} between -180 and 180`),
  ],
);
