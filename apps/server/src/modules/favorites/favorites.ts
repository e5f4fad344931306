import { and, count, desc, eq } from 'drizzle-orm';
import {
  canSaveAsFavorite,
  TransferRequestSchema,
  type Favorite,
  type TransferRequest,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { favorites, journals, type FavoriteRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { maskNumber, recordChange, type ActivityActor } from '../activity/record.ts';
import { lockCustomer } from '../customers/users.ts';
import { planTransfer, type PlanDeps } from '../transactions/plan.ts';
import type { Actor } from '../transactions/deps.ts';

/** How many favorites a customer may keep: a short list of what they repeat, not a history. */
export const MAX_FAVORITES = 30;

export const toFavorite = (row: FavoriteRow): Favorite => ({
  id: row.id,
  name: row.name,
  type: row.type,
  request: TransferRequestSchema.parse(row.request),
  payee: row.payee,
  transactionId: row.transactionId,
  createdAt: row.createdAt.toISOString(),
});

/** What the activity log keeps of a favorite: its name, type and the payee's masked number. */
const activityDetailsOf = (row: FavoriteRow) => ({
  name: row.name,
  transferType: row.type,
  number: maskNumber(row.payee.number),
});

/**
 * Saves the request of one of the customer's own transactions under a name. The transaction must be one the
 * customer made (else NOT_FOUND), and the request must be that transaction: same type, source, payee, amount and
 * remarks (else FAVORITE_MISMATCH), so a favorite always repeats something that was really sent. The source must
 * still be the customer's (planning it checks ownership as a transfer would).
 */
export async function createFavorite(
  deps: PlanDeps,
  actor: ActivityActor & Pick<Actor, 'language'>,
  input: { name: string; transactionId: string; request: TransferRequest },
  now: Date,
): Promise<Favorite> {
  if (!canSaveAsFavorite(input.request.type)) throw new AppError('FAVORITE_NOT_REPEATABLE');
  const { customerId } = actor;
  const [journal] = await deps.db
    .select()
    .from(journals)
    .where(and(eq(journals.transactionId, input.transactionId), eq(journals.customerId, customerId)));
  if (!journal) throw new AppError('NOT_FOUND');
  const plan = await planTransfer(deps, actor, input.request);
  const same =
    plan.type === journal.type &&
    plan.source.id === journal.fromAccountId &&
    plan.payee.number === journal.toNumber &&
    plan.amount === journal.amount &&
    plan.request.remarks === journal.remarks;
  if (!same) throw new AppError('FAVORITE_MISMATCH');
  return deps.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [saved] = await tx
      .select({ total: count() })
      .from(favorites)
      .where(eq(favorites.customerId, customerId));
    if (saved!.total >= MAX_FAVORITES) throw new AppError('FAVORITE_LIMIT_REACHED');
    const [row] = await tx
      .insert(favorites)
      .values({
        customerId,
        name: input.name,
        type: plan.type,
        request: input.request,
        payee: { name: journal.toName, number: journal.toNumber, institution: plan.payee.institution },
        transactionId: journal.transactionId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('FAVORITE_EXISTS');
    await recordChange(tx, actor, 'favorite-added', now, activityDetailsOf(row));
    return toFavorite(row);
  });
}

/** The customer's favorites, newest first. */
export async function listFavorites(db: Database, customerId: string): Promise<Favorite[]> {
  const rows = await db
    .select()
    .from(favorites)
    .where(eq(favorites.customerId, customerId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  return rows.map(toFavorite);
}

const mine = (customerId: string, id: string) =>
  and(eq(favorites.id, id), eq(favorites.customerId, customerId));

/** One of the customer's favorites; a foreign or unknown id is NOT_FOUND. */
export async function findFavorite(db: Database, customerId: string, id: string): Promise<Favorite> {
  const [row] = await db.select().from(favorites).where(mine(customerId, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toFavorite(row);
}

export async function renameFavorite(
  db: Database,
  actor: ActivityActor,
  id: string,
  name: string,
  now: Date,
): Promise<Favorite> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(favorites)
      .set({ name, updatedAt: now })
      .where(mine(actor.customerId, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordChange(tx, actor, 'favorite-changed', now, activityDetailsOf(row));
    return toFavorite(row);
  });
}

export async function deleteFavorite(
  db: Database,
  actor: ActivityActor,
  id: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(favorites).where(mine(actor.customerId, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordChange(tx, actor, 'favorite-removed', now, activityDetailsOf(row));
  });
}
