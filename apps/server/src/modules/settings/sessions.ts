import { and, desc, eq } from 'drizzle-orm';
import type { ActiveSession, ActiveSessions, SignedOutSessions } from '@taka/contracts';
import { sessions, type SessionRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { describeUserAgent, recordActivity } from '../activity/record.ts';
import { deviceName } from '../auth/new-device.ts';
import { activeOf, endOtherSessions, ending } from '../auth/session-end.ts';
import type { AuthDeps, Authenticated, ClientInfo } from '../auth/service.ts';

function toActiveSession(row: SessionRow, currentSessionId: string): ActiveSession {
  return {
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    signedInAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    signInMethod: row.signInMethod,
    thisDevice: row.id === currentSessionId,
    locked: row.locked,
  };
}

/** The customer's sessions that are neither signed out, revoked nor expired: this one first, then by last use. */
export async function listActiveSessions(deps: AuthDeps, auth: Authenticated): Promise<ActiveSessions> {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(activeOf(auth.customer.id, deps.clock.now()))
    .orderBy(desc(sessions.lastActivityAt), desc(sessions.id));
  const listed = rows.map((row) => toActiveSession(row, auth.session.id));
  return { sessions: [...listed.filter((s) => s.thisDevice), ...listed.filter((s) => !s.thisDevice)] };
}

/**
 * Signs out one of the customer's active sessions (another customer's, or one already ended, is a 404). The update
 * NOTIFYs every instance (migration 0008), so the session's next request is refused wherever it lands.
 */
export async function signOutSession(
  deps: AuthDeps,
  auth: Authenticated,
  sessionId: string,
  client: ClientInfo,
): Promise<void> {
  const now = deps.clock.now();
  const own = sessionId === auth.session.id;
  await deps.db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set(ending(own ? 'signed_out' : 'revoked', now))
      .where(and(eq(sessions.id, sessionId), activeOf(auth.customer.id, now)))
      .returning({ userAgent: sessions.userAgent });
    if (ended.length === 0) throw new AppError('NOT_FOUND');
    await recordActivity(tx, {
      customerId: auth.customer.id,
      kind: own ? 'sign-out' : 'session-signed-out',
      at: now,
      client,
      sessionId: auth.session.id,
      ...(!own && { details: { device: deviceName(ended[0]!.userAgent) } }),
    });
  });
  deps.sessions.forgetSession(sessionId);
}

/** Signs out every active session of the customer but the calling one. */
export async function signOutOtherSessions(
  deps: AuthDeps,
  auth: Authenticated,
  client: ClientInfo,
): Promise<SignedOutSessions> {
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    const rows = await endOtherSessions(tx, auth.customer.id, auth.session.id, now, 'revoked');
    await recordActivity(tx, {
      customerId: auth.customer.id,
      kind: 'other-sessions-signed-out',
      at: now,
      client,
      sessionId: auth.session.id,
      details: { sessions: rows.length },
    });
    return rows;
  });
  deps.sessions.forgetCustomer(auth.customer.id);
  return { signedOut: ended.length };
}
