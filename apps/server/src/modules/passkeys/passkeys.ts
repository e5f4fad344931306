import type { Passkey } from '@taka/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passkeys, type PasskeyRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../activity/record.ts';
import type { ClientInfo } from '../auth/service.ts';

/** The most passkeys one customer keeps. */
export const MAX_PASSKEYS = 10;

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  device: row.device,
  browser: row.browser,
  os: row.os,
  synced: row.synced,
});

export const passkeysOf = (db: Database, customerId: string) =>
  db.select().from(passkeys).where(eq(passkeys.customerId, customerId)).orderBy(desc(passkeys.createdAt));

export async function listPasskeys(db: Database, customerId: string): Promise<Passkey[]> {
  return (await passkeysOf(db, customerId)).map(toPasskey);
}

export async function refuseAtLimit(db: Database, customerId: string): Promise<void> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.customerId, customerId));
  if ((row?.n ?? 0) >= MAX_PASSKEYS) throw new AppError('PASSKEY_LIMIT_REACHED');
}

const ownPasskey = (customerId: string, id: string) =>
  and(eq(passkeys.id, id), eq(passkeys.customerId, customerId));

export async function renamePasskey(
  db: Database,
  customerId: string,
  id: string,
  name: string,
): Promise<Passkey> {
  const [row] = await db.update(passkeys).set({ name }).where(ownPasskey(customerId, id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toPasskey(row);
}

/** Removes one of the customer's passkeys: it signs nobody in from now on. */
export async function removePasskey(
  db: Database,
  customerId: string,
  id: string,
  event: { at: Date; client: ClientInfo; sessionId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(passkeys).where(ownPasskey(customerId, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordActivity(tx, { customerId, kind: 'passkey-removed', ...event, details: { name: row.name } });
  });
}
