import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';

export const OTP_LIFETIME_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export type CodeBinding = {
  customerId: string;
  /** The action the code allows, e.g. `sign-up`, `reset-password`, `transfer`. */
  purpose: string;
  /** Set for actions of a signed-in session: the code is valid only there. */
  sessionId?: string;
  /** Hash of the exact payload (amount, payee...): any change invalidates the code. */
  payloadHash?: string;
};

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'attempts-exceeded';

function codeHash(key: Buffer, id: string, binding: CodeBinding, code: string): string {
  const bound = [
    id,
    binding.customerId,
    binding.purpose,
    binding.sessionId ?? '',
    binding.payloadHash ?? '',
    code,
  ];
  return createHmac('sha256', key).update(bound.join('\n')).digest('base64url');
}

/**
 * Issues a fresh 6-digit code for `binding`, replacing any live one for the same customer and purpose. Only an
 * HMAC (keyed by a server secret, bound to the row, customer, purpose, session and payload) is stored.
 */
export async function issueCode(
  db: Database,
  key: Buffer,
  binding: CodeBinding,
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + OTP_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.customerId, binding.customerId),
          eq(oneTimeCodes.purpose, binding.purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      id,
      customerId: binding.customerId,
      purpose: binding.purpose,
      sessionId: binding.sessionId ?? null,
      payloadHash: binding.payloadHash ?? null,
      codeHash: codeHash(key, id, binding, code),
      createdAt: now,
      expiresAt,
    });
  });
  return { code, expiresAt };
}

/**
 * Checks `code` against the live code for `binding` and consumes it on success. Every wrong try counts; after
 * OTP_MAX_ATTEMPTS wrong tries the code is refused even when right.
 */
export async function checkCode(
  db: Database,
  key: Buffer,
  binding: CodeBinding,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.customerId, binding.customerId),
        eq(oneTimeCodes.purpose, binding.purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row) return 'invalid';
  if (row.attempts >= OTP_MAX_ATTEMPTS) return 'attempts-exceeded';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';

  const expected = Buffer.from(row.codeHash);
  const actual = Buffer.from(codeHash(key, row.id, binding, code));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, row.id), lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS)));
    return 'invalid';
  }
  const consumed = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return consumed.length === 1 ? 'ok' : 'invalid';
}
