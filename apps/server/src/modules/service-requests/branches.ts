import { and, asc, eq } from 'drizzle-orm';
import type { DeliveryBranchList } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { locationAreas, locations, locationTypes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

const branchRows = (db: Database) =>
  db
    .select({
      routingNumber: locations.routingNumber,
      name: locations.name,
      division: locationAreas.division,
    })
    .from(locations)
    .innerJoin(locationAreas, eq(locationAreas.id, locations.areaId))
    .innerJoin(locationTypes, eq(locationTypes.id, locationAreas.typeId));

/** The bank's branches (Locate Us's), where a chequebook or a printed statement can be collected, by name. */
export async function listDeliveryBranches(db: Database): Promise<DeliveryBranchList['branches']> {
  return branchRows(db).where(eq(locationTypes.code, 'BRANCH')).orderBy(asc(locations.name));
}

/** The branch of a routing number; any other is NOT_FOUND on `payload.branch`. */
export async function findDeliveryBranch(db: Database, routingNumber: string) {
  const [branch] = await branchRows(db)
    .where(and(eq(locationTypes.code, 'BRANCH'), eq(locations.routingNumber, routingNumber)))
    .limit(1);
  if (!branch)
    throw new AppError('NOT_FOUND', {
      message: 'The bank has no branch with this routing number.',
      fields: { 'payload.branch': 'serviceRequests.branchUnknown' },
    });
  return branch;
}
