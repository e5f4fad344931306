import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passkeyCeremonies, type PasskeyCeremonyKind } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/** How long a passkey ceremony (its challenge) may take: also the browser's timeout. */
export const CEREMONY_LIFETIME_MS = 5 * 60 * 1000;

type Binding = { customerId?: string; sessionId?: string };

/**
 * Keeps `challenge` for one ceremony and returns the ceremony's id, which the client sends back with the browser's
 * answer. Expired ceremonies are swept on the way, so the table holds only live ones.
 */
export async function startCeremony(
  db: Database,
  ceremony: Binding & { kind: PasskeyCeremonyKind; challenge: string; name?: string },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.delete(passkeyCeremonies).where(lte(passkeyCeremonies.expiresAt, now));
  await db.insert(passkeyCeremonies).values({
    id,
    kind: ceremony.kind,
    challenge: ceremony.challenge,
    customerId: ceremony.customerId ?? null,
    sessionId: ceremony.sessionId ?? null,
    name: ceremony.name ?? null,
    expiresAt: new Date(now.getTime() + CEREMONY_LIFETIME_MS),
  });
  return id;
}

/**
 * Takes the ceremony `id` of this kind (and customer and session, for a signed-in one) out of the store: deleted in
 * the statement that reads it, so a second answer to the same challenge finds nothing. Unknown, used, expired or
 * someone else's: PASSKEY_CEREMONY_EXPIRED.
 */
export async function takeCeremony(
  db: Database,
  id: string,
  kind: PasskeyCeremonyKind,
  binding: Binding,
  now: Date,
): Promise<{ challenge: string; name: string | null }> {
  const [taken] = await db
    .delete(passkeyCeremonies)
    .where(
      and(
        eq(passkeyCeremonies.id, id),
        eq(passkeyCeremonies.kind, kind),
        binding.customerId ? eq(passkeyCeremonies.customerId, binding.customerId) : undefined,
        binding.sessionId ? eq(passkeyCeremonies.sessionId, binding.sessionId) : undefined,
      ),
    )
    .returning();
  if (!taken || taken.expiresAt.getTime() <= now.getTime()) throw new AppError('PASSKEY_CEREMONY_EXPIRED');
  return taken;
}
