import type { Division, Location, LocationType, LocationTypeCode } from '@taka/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { locationAreas, locations, locationTypes } from '../../db/schema/index.ts';

/** The location types with the divisions each is found in, in their order; only `code`'s when given. */
export async function listLocationTypes(db: Database, code?: LocationTypeCode): Promise<LocationType[]> {
  const rows = await db
    .select({
      typeId: locationTypes.id,
      code: locationTypes.code,
      name: locationTypes.name,
      areaId: locationAreas.id,
      division: locationAreas.division,
    })
    .from(locationTypes)
    .innerJoin(locationAreas, eq(locationAreas.typeId, locationTypes.id))
    .where(code ? eq(locationTypes.code, code) : undefined)
    .orderBy(asc(locationTypes.sortOrder), asc(locationAreas.id));
  const types = new Map<number, LocationType>();
  for (const row of rows) {
    let type = types.get(row.typeId);
    if (!type) {
      type = { id: row.typeId, code: row.code as LocationTypeCode, name: row.name, data: [] };
      types.set(row.typeId, type);
    }
    type.data.push({ division: row.division as Division, id: row.areaId });
  }
  return [...types.values()];
}

/** The locations of one type in one division (area `id`) by name; null when no such area exists. */
export async function listLocations(db: Database, id: number): Promise<Location[] | null> {
  const [area] = await db
    .select({ id: locationAreas.id })
    .from(locationAreas)
    .where(eq(locationAreas.id, id));
  if (!area) return null;
  const rows = await db
    .select({
      name: locations.name,
      address: locations.address,
      routingNumber: locations.routingNumber,
      phoneNumbers: locations.phoneNumbers,
      email: locations.emails,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(locations)
    .where(eq(locations.areaId, id))
    .orderBy(asc(locations.name));
  return rows;
}
