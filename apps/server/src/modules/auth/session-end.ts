import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, type SessionEndReason, type SessionRow } from '../../db/schema/index.ts';
import type { ErrorCode } from '../../errors.ts';

/** The code a request of a session ended for each reason is refused with (401): the app tells the customer why. */
const REFUSAL: Record<SessionEndReason, ErrorCode> = {
  signed_out: 'SESSION_SIGNED_OUT',
  password_changed: 'SESSION_PASSWORD_CHANGED',
  password_reset: 'SESSION_PASSWORD_RESET',
  revoked: 'SESSION_REVOKED',
};

/** Why `session` no longer stands at `now`, as its refusal's code; null while it stands. */
export function sessionEndCode(session: SessionRow, now: Date): ErrorCode | null {
  if (session.revokedAt !== null) return REFUSAL[session.endReason ?? 'revoked'];
  if (session.expiresAt.getTime() <= now.getTime()) return 'SESSION_EXPIRED';
  return null;
}

/** What every statement that ends sessions sets: when, and why. */
export const ending = (reason: SessionEndReason, now: Date) => ({ revokedAt: now, endReason: reason });

/** The customer's sessions that are neither ended nor expired at `now`. */
export const activeOf = (customerId: string, now: Date) =>
  and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** Ends every session of the customer not ended yet, for `reason`. */
export async function endAllSessions(db: Database, customerId: string, now: Date, reason: SessionEndReason) {
  await db
    .update(sessions)
    .set(ending(reason, now))
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}

/** Ends the customer's active sessions except `keepId`, for `reason`, in the caller's transaction. */
export const endOtherSessions = (
  db: Database,
  customerId: string,
  keepId: string,
  now: Date,
  reason: SessionEndReason,
) =>
  db
    .update(sessions)
    .set(ending(reason, now))
    .where(and(activeOf(customerId, now), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
