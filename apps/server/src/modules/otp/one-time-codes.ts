import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';
import type { ErrorCode } from '../../errors.ts';
import {
  recordActivity,
  type ActivityClient,
  type ActivityDetails,
  type ActivityEvent,
} from '../activity/record.ts';
import { maskMobile } from '../transactions/deps.ts';

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

/** The stored HMAC of `code` for code row `id` under `binding` (also what a one-statement check compares). */
export function codeHash(key: Buffer, id: string, binding: CodeBinding, code: string): string {
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

export type IssuedCode = { id: string; code: string; expiresAt: Date };

/**
 * A fresh 6-digit code for `binding` and the row that stores it: only an HMAC (keyed by a server secret, bound to
 * the row, customer, purpose, session and payload). Pure: issueCode stores it; a caller may store it in its own
 * statement (e.g. together with checks, in one round trip).
 */
export function newCode(key: Buffer, binding: CodeBinding, now: Date) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + OTP_LIFETIME_MS);
  const row = {
    id,
    customerId: binding.customerId,
    purpose: binding.purpose,
    sessionId: binding.sessionId ?? null,
    payloadHash: binding.payloadHash ?? null,
    codeHash: codeHash(key, id, binding, code),
    createdAt: now,
    expiresAt,
  } satisfies typeof oneTimeCodes.$inferInsert;
  return { id, code, expiresAt, row };
}

/** Where a code goes (by SMS, to the customer's mobile) and who asked for it: what the activity log records. */
export type CodeDelivery = {
  client: ActivityClient;
  mobileNumber: string;
  /** More about what the code allows (e.g. the transfer's type); never the code. */
  details?: ActivityDetails;
};

/** The activity event of a code sent: its purpose, channel and masked destination, never the code. */
export const codeSentEvent = (binding: CodeBinding, delivery: CodeDelivery, now: Date): ActivityEvent => ({
  customerId: binding.customerId,
  kind: 'code-sent',
  at: now,
  client: delivery.client,
  sessionId: binding.sessionId ?? null,
  details: {
    purpose: binding.purpose,
    channel: 'sms',
    sentTo: maskMobile(delivery.mobileNumber),
    ...delivery.details,
  },
});

/**
 * Issues a fresh 6-digit code for `binding`, replacing any live one for the same customer and purpose (and session,
 * for a session-bound code), and records that it is sent. `id` names the code (the challenge a client answers).
 */
export async function issueCode(
  db: Database,
  key: Buffer,
  binding: CodeBinding,
  now: Date,
  delivery: CodeDelivery,
): Promise<IssuedCode> {
  const { row, ...issued } = newCode(key, binding, now);
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.customerId, binding.customerId),
          eq(oneTimeCodes.purpose, binding.purpose),
          binding.sessionId ? eq(oneTimeCodes.sessionId, binding.sessionId) : undefined,
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values(row);
    await recordActivity(tx, codeSentEvent(binding, delivery, now));
  });
  return issued;
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

  return matchAndConsume(db, key, row, binding, code, now);
}

export type ChallengeCheck = CodeCheck | 'payload-mismatch';

/** What a client is told when a challenge's code is refused. */
export const CHALLENGE_REFUSALS = {
  invalid: 'OTP_INVALID',
  expired: 'OTP_EXPIRED',
  'attempts-exceeded': 'OTP_ATTEMPTS_EXCEEDED',
  'payload-mismatch': 'OTP_PAYLOAD_MISMATCH',
} as const satisfies Record<Exclude<ChallengeCheck, 'ok'>, ErrorCode>;

const countWrongTry = (db: Database, id: string) =>
  db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS)));

/**
 * The last step of every check: the code's HMAC against the row's (in constant time; a wrong code counts as a
 * try), then the row consumed, unless a concurrent check consumed it or used up its tries first.
 */
async function matchAndConsume(
  db: Database,
  key: Buffer,
  row: { id: string; codeHash: string },
  binding: CodeBinding,
  code: string,
  now: Date,
): Promise<'ok' | 'invalid'> {
  const expected = Buffer.from(row.codeHash);
  const actual = Buffer.from(codeHash(key, row.id, binding, code));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    await countWrongTry(db, row.id);
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

/**
 * Checks `code` for the challenge (code row) `id` issued under `binding` and consumes it on success. A code of
 * another customer, action or session, or one already used, is `invalid`; a payload other than the one the code
 * was issued for is `payload-mismatch` and, like a wrong code, counts as a try.
 */
export async function checkChallenge(
  db: Database,
  key: Buffer,
  id: string,
  binding: CodeBinding,
  code: string,
  now: Date,
): Promise<ChallengeCheck> {
  const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, id));
  if (
    !row ||
    row.customerId !== binding.customerId ||
    row.purpose !== binding.purpose ||
    row.sessionId !== (binding.sessionId ?? null) ||
    row.consumedAt !== null
  )
    return 'invalid';
  if (row.attempts >= OTP_MAX_ATTEMPTS) return 'attempts-exceeded';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.payloadHash !== (binding.payloadHash ?? null)) {
    await countWrongTry(db, id);
    return 'payload-mismatch';
  }
  return matchAndConsume(db, key, row, binding, code, now);
}
