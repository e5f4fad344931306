import { eq } from 'drizzle-orm';
import type { UpdateUserRequest, User } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { credentials, customers, type CustomerRow } from '../../db/schema/index.ts';

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

export async function updateUser(
  db: Database,
  customerId: string,
  changes: UpdateUserRequest,
  now: Date,
): Promise<User | null> {
  await db
    .update(customers)
    .set({ ...changes, updatedAt: now })
    .where(eq(customers.id, customerId));
  return getUser(db, customerId);
}

/**
 * Locks the customer's row until the transaction ends, so that a customer's concurrent writes that must see each
 * other (a cap on how many payees they save) run one after the other.
 */
export async function lockCustomer(db: Database, customerId: string): Promise<void> {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}
