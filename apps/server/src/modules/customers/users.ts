import { eq } from 'drizzle-orm';
import type { UpdateUserRequest, User } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { credentials, customers, type CustomerRow } from '../../db/schema/index.ts';
import { recordChange, type ActivityActor } from '../activity/record.ts';

/** The signed-in customer as the web app sees them (UserSchema). */
export function toUser(customer: CustomerRow, email: string): User {
  return {
    id: customer.id,
    name: customer.fullName,
    email,
    nickname: customer.nickname,
    profilePic: customer.profilePicUrl,
    avatar: customer.profilePicUrl,
    status: customer.status,
  };
}

export async function getUser(db: Database, customerId: string): Promise<User | null> {
  const [row] = await db
    .select({ customer: customers, email: credentials.email })
    .from(customers)
    .innerJoin(credentials, eq(credentials.customerId, customers.id))
    .where(eq(customers.id, customerId));
  return row ? toUser(row.customer, row.email) : null;
}

/** Changes the customer's nickname or status, recorded in the activity log with which of them changed. */
export async function updateUser(
  db: Database,
  actor: ActivityActor,
  changes: UpdateUserRequest,
  now: Date,
): Promise<User | null> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(customers)
      .set({ ...changes, updatedAt: now })
      .where(eq(customers.id, actor.customerId))
      .returning({ id: customers.id });
    if (updated.length === 0 || Object.keys(changes).length === 0) return;
    await recordChange(tx, actor, 'profile-changed', now, {
      nicknameChanged: changes.nickname !== undefined,
      statusChanged: changes.status !== undefined,
    });
  });
  return getUser(db, actor.customerId);
}

/**
 * Locks the customer's row until the transaction ends, so that a customer's concurrent writes that must see each
 * other (a cap on how many payees they save) run one after the other.
 */
export async function lockCustomer(db: Database, customerId: string): Promise<void> {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}
