import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  formatNumber,
  type Accepted,
  type AuthSession,
  type ConfirmSignUpRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignInWithTokenRequest,
  type SignUpRequest,
  type UnlockSessionRequest,
} from '@taka/contracts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import {
  credentials,
  customerAccountNumbers,
  customers,
  sessions,
  type CredentialRow,
  type CustomerRow,
  type SessionRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordActivity, type ActivityEvent } from '../activity/record.ts';
import { toUser } from '../customers/users.ts';
import { rememberLanguage, textsIn } from '../languages/texts.ts';
import type { MessageChannel } from '../messaging/channel.ts';
import { checkCode, issueCode } from '../otp/one-time-codes.ts';
import { textCode } from '../otp/text-code.ts';
import { rememberDevice, textNewDeviceAlert } from './new-device.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionCache } from './session-cache.ts';
import { endAllSessions, ending, sessionEndCode } from './session-end.ts';
import { deriveSessionDataKey, newSessionKey, verifySessionData } from './session-data.ts';
import { ACCESS_TOKEN_LIFETIME_MS, signAccessToken, verifyAccessToken } from './tokens.ts';

export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;

export type AuthDeps = {
  db: Database;
  clock: Clock;
  channel: MessageChannel;
  keys: { jwt: Uint8Array; otp: Buffer };
  idleLockMinutes: number;
  /** The sessions recently checked; every session write here tells it (see session-cache.ts). */
  sessions: SessionCache;
};

/** Where a request comes from, recorded with sessions and sign-in events. */
export type ClientInfo = { ip: string; userAgent: string | undefined };

export type Authenticated = { customer: CustomerRow; session: SessionRow };

export type Registered = { customer: CustomerRow; credential: CredentialRow };

export const accepted = (message: string): Accepted => ({ accepted: true, message });

export async function findRegistered(db: Database, where: SQL | undefined): Promise<Registered | undefined> {
  const [row] = await db
    .select({ customer: customers, credential: credentials })
    .from(credentials)
    .innerJoin(customers, eq(customers.id, credentials.customerId))
    .where(where);
  return row;
}

export const findActiveByEmail = (db: Database, email: string) =>
  findRegistered(db, and(eq(credentials.email, email), isNotNull(credentials.activatedAt)));

/** A sign-in attempt refused without any change (the credential is locked): the event is the only write. */
export const recordRefusedWhileLocked = (deps: AuthDeps, customerId: string, client: ClientInfo) =>
  recordActivity(deps.db, {
    customerId,
    kind: 'sign-in-failed',
    at: deps.clock.now(),
    client,
    details: { reason: 'locked' },
  });

export const isLocked = (credential: CredentialRow, now: Date) =>
  credential.lockedUntil !== null && credential.lockedUntil.getTime() > now.getTime();

/** The credential is not locked at `now`: the condition of every statement that judges a password. */
export const notLockedAt = (now: Date) =>
  or(isNull(credentials.lockedUntil), lte(credentials.lockedUntil, now))!;

/**
 * Counts a failed password and locks the credential on the fifth consecutive failure, in one statement that only
 * counts while the credential is unlocked. Concurrent attempts queue on the row, so a burst gets at most five
 * verdicts: once one of them locks, the rest find it locked. Returns whether the credential is locked after this
 * attempt; the customer is told by SMS when this one locked it.
 */
export async function recordFailedPassword(
  deps: AuthDeps,
  registered: Registered,
  client: ClientInfo,
): Promise<boolean> {
  const now = deps.clock.now();
  const lockUntil = new Date(now.getTime() + SIGN_IN_LOCK_MS);
  const reachesLimit = sql`${credentials.failedAttempts} + 1 >= ${MAX_FAILED_SIGN_INS}`;
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(credentials)
      .set({
        failedAttempts: sql`case when ${reachesLimit} then 0 else ${credentials.failedAttempts} + 1 end`,
        lockedUntil: sql`case when ${reachesLimit} then ${lockUntil.toISOString()}::timestamptz else ${credentials.lockedUntil} end`,
      })
      .where(and(eq(credentials.customerId, registered.customer.id), notLockedAt(now)))
      .returning({ lockedUntil: credentials.lockedUntil });
    const event = { customerId: registered.customer.id, at: now, client };
    await recordActivity(tx, {
      ...event,
      kind: 'sign-in-failed',
      details: { reason: row ? 'wrong-password' : 'locked' },
    });
    if (row?.lockedUntil?.getTime() === lockUntil.getTime()) {
      await recordActivity(tx, { ...event, kind: 'lockout', details: { minutes: SIGN_IN_LOCK_MS / 60_000 } });
    }
    return row;
  });
  if (!updated) return true;
  const lockedNow = updated.lockedUntil?.getTime() === lockUntil.getTime();
  if (lockedNow) {
    const { t, language } = textsIn(registered.customer.language);
    await deps.channel.send({
      channel: 'sms',
      to: registered.customer.mobileNumber,
      purpose: 'account-locked',
      text: t('messages.signInLockedSms', {
        minutes: formatNumber(SIGN_IN_LOCK_MS / 60_000, language),
        attempts: formatNumber(MAX_FAILED_SIGN_INS, language),
      }),
    });
  }
  return lockedNow;
}

/** After a right password: the count starts again, unless a failure judged meanwhile has locked the credential. */
async function clearFailuresUnlessLocked(db: Database, customerId: string, now: Date): Promise<boolean> {
  const cleared = await db
    .update(credentials)
    .set({ failedAttempts: 0 })
    .where(and(eq(credentials.customerId, customerId), notLockedAt(now)))
    .returning({ customerId: credentials.customerId });
  return cleared.length > 0;
}

type SessionSecrets = { sessionKey: string; dataKey: string; token: string; tokenId: string };

/** A new session key (for the client), its derived Session-Data key (kept) and an access token for the session. */
async function mintSessionSecrets(
  deps: AuthDeps,
  session: { id: string; customerId: string; expiresAt: Date },
): Promise<SessionSecrets> {
  const sessionKey = newSessionKey();
  const { token, tokenId } = await signAccessToken(
    deps.keys.jwt,
    { customerId: session.customerId, sessionId: session.id },
    { issuedAt: deps.clock.now(), expiresAt: session.expiresAt },
  );
  return { sessionKey, dataKey: deriveSessionDataKey(sessionKey).toString('base64url'), token, tokenId };
}

function authSessionAnswer(
  deps: AuthDeps,
  registered: Registered,
  previousLogin: { at: Date | null; ip: string | null },
  secrets: SessionSecrets,
): AuthSession {
  return {
    user: toUser(registered.customer, registered.credential.email),
    accessToken: secrets.token,
    tokenType: 'bearer',
    sessionKey: secrets.sessionKey,
    lastLoginTime: previousLogin.at?.toISOString() ?? null,
    lastLoginIp: previousLogin.ip,
    idleLockMinutes: deps.idleLockMinutes,
  };
}

/** Gives an existing session a new session key and access token (the previous token stops working), unlocked. */
async function renewSession(
  deps: AuthDeps,
  registered: Registered,
  session: SessionRow,
  alongside?: (tx: Database) => Promise<void>,
): Promise<AuthSession> {
  const secrets = await mintSessionSecrets(deps, session);
  await deps.db.transaction(async (tx) => {
    await alongside?.(tx);
    await tx
      .update(sessions)
      .set({
        tokenId: secrets.tokenId,
        dataKey: secrets.dataKey,
        lastActivityAt: deps.clock.now(),
        locked: false,
      })
      .where(eq(sessions.id, session.id));
  });
  deps.sessions.forgetSession(session.id);
  const previousLogin = { at: session.previousLoginAt, ip: session.previousLoginIp };
  return authSessionAnswer(deps, registered, previousLogin, secrets);
}

export async function signIn(
  deps: AuthDeps,
  request: SignInRequest,
  client: ClientInfo,
): Promise<AuthSession> {
  const registered = await findActiveByEmail(deps.db, request.email);
  const passwordOk = await verifyPassword(registered?.credential.passwordHash, request.password);
  if (!registered) throw new AppError('INVALID_CREDENTIALS');

  const now = deps.clock.now();
  if (isLocked(registered.credential, now)) {
    await recordRefusedWhileLocked(deps, registered.customer.id, client);
    throw new AppError('ACCOUNT_LOCKED');
  }
  if (!passwordOk) {
    const locked = await recordFailedPassword(deps, registered, client);
    throw new AppError(locked ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
  }

  const customer = { ...registered.customer, language: request.language ?? registered.customer.language };
  return openSession(deps, { ...registered, customer }, request.deviceUniqueId, client, 'password', (tx) =>
    rememberLanguage(tx, customer.id, request.language),
  );
}

/**
 * Opens a new session for a customer who has just proved who they are (`method`: password or passkey): a session
 * row with its Session-Data key, the sign-in event (its details say how, if not by password), the device remembered
 * (a new one alerted) and Last Successful Login moved on; `alongside` runs in the same transaction. Refused while
 * the credential is locked, also when a failure judged meanwhile has just locked it.
 */
export async function openSession(
  deps: AuthDeps,
  registered: Registered,
  deviceUniqueId: string,
  client: ClientInfo,
  method: SessionRow['signInMethod'] = 'password',
  alongside?: (tx: Database) => Promise<void>,
): Promise<AuthSession> {
  const { credential, customer } = registered;
  const now = deps.clock.now();
  const session = {
    id: randomUUID(),
    customerId: customer.id,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_MS),
  };
  const secrets = await mintSessionSecrets(deps, session);
  const device = { customerId: customer.id, deviceId: deviceUniqueId, at: now, client };
  const signedIn = await deps.db.transaction(async (tx) => {
    // a failure judged since the read above may have locked the credential: then the right password is refused too
    const unlocked = await tx
      .update(credentials)
      .set({ failedAttempts: 0, lockedUntil: null, lastLoginAt: now, lastLoginIp: client.ip })
      .where(and(eq(credentials.customerId, customer.id), notLockedAt(now)))
      .returning({ customerId: credentials.customerId });
    if (unlocked.length === 0) return null;
    await alongside?.(tx);
    await tx.insert(sessions).values({
      ...session,
      tokenId: secrets.tokenId,
      dataKey: secrets.dataKey,
      deviceId: deviceUniqueId,
      signInMethod: method,
      ip: client.ip,
      userAgent: client.userAgent ?? null,
      createdAt: now,
      lastActivityAt: now,
      previousLoginAt: credential.lastLoginAt,
      previousLoginIp: credential.lastLoginIp,
    });
    await recordActivity(tx, {
      customerId: customer.id,
      kind: 'sign-in',
      at: now,
      client,
      sessionId: session.id,
      ...(method !== 'password' && { details: { method } }),
    });
    return { newDevice: await rememberDevice(tx, device) };
  });
  if (!signedIn) {
    await recordRefusedWhileLocked(deps, customer.id, client);
    throw new AppError('ACCOUNT_LOCKED');
  }
  if (signedIn.newDevice) await textNewDeviceAlert(deps.channel, customer, device);
  return authSessionAnswer(
    deps,
    registered,
    { at: credential.lastLoginAt, ip: credential.lastLoginIp },
    secrets,
  );
}

const prepareSessionQuery = (db: Database) =>
  db
    .select({ session: sessions, customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('session_for_token');

/** A signed-in request whose session is not in the cache runs this query: prepared once per database. */
const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

async function loadSession(deps: AuthDeps, sessionId: string): Promise<Authenticated | undefined> {
  let query = sessionQueries.get(deps.db);
  if (!query) sessionQueries.set(deps.db, (query = prepareSessionQuery(deps.db)));
  const [row] = await query.execute({ sessionId });
  return row;
}

/**
 * The live session of a token: signature, expiry, not ended and still the session's current token. Refused with
 * the reason's code when the session has ended (session-end.ts), else INVALID_TOKEN.
 */
async function sessionForToken(deps: AuthDeps, token: string): Promise<Authenticated> {
  const now = deps.clock.now();
  const claims = await verifyAccessToken(deps.keys.jwt, token, now);
  if (claims === 'expired') throw new AppError('SESSION_EXPIRED');
  if (!claims) throw new AppError('INVALID_TOKEN');
  const row = await deps.sessions.read(claims.sessionId, () => loadSession(deps, claims.sessionId));
  if (!row || row.session.customerId !== claims.customerId) throw new AppError('INVALID_TOKEN');
  const ended = sessionEndCode(row.session, now);
  if (ended) throw new AppError(ended);
  if (row.session.tokenId !== claims.tokenId) throw new AppError('INVALID_TOKEN');
  return row;
}

/** Locks the session when it has been idle too long; true when it is (now) locked. */
async function lockIfIdle(deps: AuthDeps, session: SessionRow, now: Date): Promise<boolean> {
  const idle = (row: SessionRow) =>
    now.getTime() - row.lastActivityAt.getTime() > deps.idleLockMinutes * 60_000;
  if (session.locked) return true;
  if (!idle(session)) return false;
  // a cached row does not know of activity on other instances: the row itself decides
  const current = (await loadSession(deps, session.id))?.session;
  if (current && !current.locked && !idle(current)) {
    deps.sessions.touched(session.id, current.lastActivityAt);
    return false;
  }
  await deps.db.transaction(async (tx) => {
    const [lockedNow] = await tx
      .update(sessions)
      .set({ locked: true })
      .where(and(eq(sessions.id, session.id), eq(sessions.locked, false)))
      .returning({ id: sessions.id });
    // the session's own device went idle: the event names it, not whoever made this request
    if (lockedNow) {
      await recordActivity(tx, {
        customerId: session.customerId,
        kind: 'idle-lock',
        at: now,
        client: { ip: session.ip, userAgent: session.userAgent },
        sessionId: session.id,
      });
    }
  });
  deps.sessions.forgetSession(session.id);
  return true;
}

export async function registeredFor(deps: AuthDeps, customerId: string): Promise<Registered> {
  const registered = await findRegistered(deps.db, eq(credentials.customerId, customerId));
  if (!registered) throw new AppError('INVALID_TOKEN');
  return registered;
}

/** Resumes a session from its token (page reload): a fresh AuthSession for the same session. */
export async function signInWithToken(deps: AuthDeps, request: SignInWithTokenRequest): Promise<AuthSession> {
  const found = await sessionForToken(deps, request.accessToken);
  if (found.session.deviceId !== request.deviceUniqueId) throw new AppError('INVALID_TOKEN');
  if (await lockIfIdle(deps, found.session, deps.clock.now())) throw new AppError('SESSION_LOCKED');
  return renewSession(deps, await registeredFor(deps, found.customer.id), found.session);
}

/**
 * The check every signed-in request passes: bearer token of a live session, a Session-Data header of that user
 * and device within two minutes, and a session that is not idle-locked (unless `allowLocked`). Refreshes the
 * session's last activity, unless the request is no activity of the customer's (`countsAsActivity` false: the
 * notification stream, which is open all along).
 */
export async function authenticate(
  deps: AuthDeps,
  headers: { authorization: string | undefined; sessionData: string | undefined },
  allowLocked: boolean,
  countsAsActivity = true,
): Promise<Authenticated> {
  const token = /^Bearer ([^\s]+)$/i.exec(headers.authorization ?? '')?.[1];
  if (!token) throw new AppError('SESSION_REQUIRED');
  const found = await sessionForToken(deps, token);
  const { session } = found;
  const now = deps.clock.now();
  const sessionDataOk = verifySessionData(Buffer.from(session.dataKey, 'base64url'), headers.sessionData, {
    userId: session.customerId,
    deviceUniqueId: session.deviceId,
    now,
  });
  if (!sessionDataOk) throw new AppError('SESSION_DATA_INVALID');
  return admitSession(deps, found, now, allowLocked, countsAsActivity);
}

/**
 * A call of a page the server renders for `sessionId` (render-credentials.ts): the session must still stand, and
 * is then admitted as a signed request is.
 */
export async function authenticateRender(
  deps: AuthDeps,
  sessionId: string,
  allowLocked: boolean,
  countsAsActivity: boolean,
): Promise<Authenticated> {
  const now = deps.clock.now();
  const found = await deps.sessions.read(sessionId, () => loadSession(deps, sessionId));
  if (!found) throw new AppError('SESSION_REQUIRED');
  const ended = sessionEndCode(found.session, now);
  if (ended) throw new AppError(ended);
  return admitSession(deps, found, now, allowLocked, countsAsActivity);
}

/** The idle lock, then the session's activity: what every authenticated request passes last. */
async function admitSession(
  deps: AuthDeps,
  found: Authenticated,
  now: Date,
  allowLocked: boolean,
  countsAsActivity: boolean,
): Promise<Authenticated> {
  const { session } = found;
  if (await lockIfIdle(deps, session, now)) {
    if (!allowLocked) throw new AppError('SESSION_LOCKED');
    return found;
  }
  // at most one write a second per session: busy clients make many requests, the idle lock needs no more precision
  if (countsAsActivity && now.getTime() - session.lastActivityAt.getTime() >= 1000) {
    await deps.db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, session.id));
    deps.sessions.touched(session.id, now);
  }
  return found;
}

/**
 * Whether the session an open stream was authenticated with still stands: not revoked, not expired, still on the
 * same token (a renewal starts another stream) and not idle. Locks it when idle, as a request would, so a stream
 * ends with its session's idle time; the check itself is no activity.
 */
export async function sessionStillOpen(deps: AuthDeps, auth: Authenticated): Promise<boolean> {
  const now = deps.clock.now();
  const row = await deps.sessions.read(auth.session.id, () => loadSession(deps, auth.session.id));
  if (!row || row.session.tokenId !== auth.session.tokenId || sessionEndCode(row.session, now)) return false;
  return !(await lockIfIdle(deps, row.session, now));
}

/** Unlocks an idle-locked (or live) session with the customer's e-mail and password again. */
export async function unlockSession(
  deps: AuthDeps,
  auth: Authenticated,
  request: UnlockSessionRequest,
  client: ClientInfo,
): Promise<AuthSession> {
  const registered = await registeredFor(deps, auth.customer.id);
  const passwordOk = await verifyPassword(registered.credential.passwordHash, request.password);
  if (isLocked(registered.credential, deps.clock.now())) throw new AppError('ACCOUNT_LOCKED');
  if (!passwordOk || registered.credential.email !== request.email) {
    const lockedNow = await recordFailedPassword(deps, registered, client);
    throw new AppError(lockedNow ? 'ACCOUNT_LOCKED' : 'WRONG_PASSWORD');
  }
  return unlockProven(deps, registered, auth, client, async (tx) => {
    if (!(await clearFailuresUnlessLocked(tx, auth.customer.id, deps.clock.now())))
      throw new AppError('ACCOUNT_LOCKED');
  });
}

/**
 * Unlocks the session of a customer who has proved who they are again (password or passkey): renewed, with the
 * unlock event (`details` says how, if not by password) and `alongside` in its transaction.
 */
export function unlockProven(
  deps: AuthDeps,
  registered: Registered,
  auth: Authenticated,
  client: ClientInfo,
  alongside: (tx: Database) => Promise<void>,
  details?: ActivityEvent['details'],
): Promise<AuthSession> {
  const now = deps.clock.now();
  return renewSession(deps, registered, auth.session, async (tx) => {
    await alongside(tx);
    await recordActivity(tx, {
      customerId: auth.customer.id,
      kind: 'unlock',
      at: now,
      client,
      sessionId: auth.session.id,
      details,
    });
  });
}

export async function signOut(deps: AuthDeps, auth: Authenticated, client: ClientInfo): Promise<Accepted> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(sessions).set(ending('signed_out', now)).where(eq(sessions.id, auth.session.id));
    await recordActivity(tx, {
      customerId: auth.customer.id,
      kind: 'sign-out',
      at: now,
      client,
      sessionId: auth.session.id,
    });
  });
  deps.sessions.forgetSession(auth.session.id);
  return accepted('Signed out.');
}

const SIGN_UP_ACCEPTED =
  'If the details match our records, a 6-digit code is on its way to your mobile. Enter it to finish.';

/**
 * Registers internet banking for an existing customer matched by account number + mobile number: keeps the
 * chosen e-mail and password (inactive) and sends a code to the mobile. Answers the same whatever matched.
 */
export async function signUp(deps: AuthDeps, request: SignUpRequest, client: ClientInfo): Promise<Accepted> {
  const passwordHash = await hashPassword(request.password);
  const [match] = await deps.db
    .select({ customer: customers, credential: credentials })
    .from(customerAccountNumbers)
    .innerJoin(customers, eq(customers.id, customerAccountNumbers.customerId))
    .leftJoin(credentials, eq(credentials.customerId, customers.id))
    .where(eq(customerAccountNumbers.accountNumber, request.accountNumber));
  if (!match || match.customer.mobileNumber !== request.mobileNumber || match.credential?.activatedAt) {
    return accepted(SIGN_UP_ACCEPTED);
  }
  const [emailOwner] = await deps.db
    .select({ customerId: credentials.customerId })
    .from(credentials)
    .where(and(eq(credentials.email, request.email), ne(credentials.customerId, match.customer.id)));
  if (emailOwner) return accepted(SIGN_UP_ACCEPTED);

  const now = deps.clock.now();
  await deps.db
    .insert(credentials)
    .values({
      customerId: match.customer.id,
      email: request.email,
      passwordHash,
      passwordChangedAt: now,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: credentials.customerId,
      set: {
        email: request.email,
        passwordHash,
        passwordChangedAt: now,
        failedAttempts: 0,
        lockedUntil: null,
      },
    });
  const issued = await issueCode(
    deps.db,
    deps.keys.otp,
    { customerId: match.customer.id, purpose: 'sign-up' },
    now,
    { client, mobileNumber: match.customer.mobileNumber },
  );
  await rememberLanguage(deps.db, match.customer.id, request.language);
  const recipient = { ...match.customer, language: request.language ?? match.customer.language };
  await textCode(deps.channel, recipient, issued, 'sign-up', ({ t }) => t('messages.codeActions.signUp'));
  return accepted(SIGN_UP_ACCEPTED);
}

/** Any failure of a code sent to a guest answers the same, so that it does not tell whether the e-mail exists. */
const guestCodeRefused = () => new AppError('OTP_INVALID');

export async function confirmSignUp(deps: AuthDeps, request: ConfirmSignUpRequest): Promise<Accepted> {
  const [pending] = await deps.db
    .select()
    .from(credentials)
    .where(and(eq(credentials.email, request.email), isNull(credentials.activatedAt)));
  if (!pending) throw guestCodeRefused();
  const now = deps.clock.now();
  const check = await checkCode(
    deps.db,
    deps.keys.otp,
    { customerId: pending.customerId, purpose: 'sign-up' },
    request.code,
    now,
  );
  if (check !== 'ok') throw guestCodeRefused();
  await deps.db
    .update(credentials)
    .set({ activatedAt: now })
    .where(eq(credentials.customerId, pending.customerId));
  return accepted('Internet banking is ready. Sign in with your e-mail and password.');
}

const FORGOT_ACCEPTED =
  'If the e-mail belongs to a customer, a 6-digit code is on its way to the registered mobile.';

export async function forgotPassword(
  deps: AuthDeps,
  request: ForgotPasswordRequest,
  client: ClientInfo,
): Promise<Accepted> {
  const registered = await findActiveByEmail(deps.db, request.email);
  if (!registered) return accepted(FORGOT_ACCEPTED);
  const now = deps.clock.now();
  const binding = { customerId: registered.customer.id, purpose: 'reset-password' };
  const issued = await issueCode(deps.db, deps.keys.otp, binding, now, {
    client,
    mobileNumber: registered.customer.mobileNumber,
  });
  await rememberLanguage(deps.db, registered.customer.id, request.language);
  const recipient = { ...registered.customer, language: request.language ?? registered.customer.language };
  await textCode(deps.channel, recipient, issued, 'reset-password', ({ t }) =>
    t('messages.codeActions.passwordReset'),
  );
  return accepted(FORGOT_ACCEPTED);
}

export async function resetPassword(
  deps: AuthDeps,
  request: ResetPasswordRequest,
  client: ClientInfo,
): Promise<Accepted> {
  const registered = await findActiveByEmail(deps.db, request.email);
  if (!registered) throw guestCodeRefused();
  const now = deps.clock.now();
  const binding = { customerId: registered.customer.id, purpose: 'reset-password' };
  if ((await checkCode(deps.db, deps.keys.otp, binding, request.code, now)) !== 'ok')
    throw guestCodeRefused();
  const passwordHash = await hashPassword(request.password);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(credentials)
      .set({ passwordHash, passwordChangedAt: now, failedAttempts: 0, lockedUntil: null })
      .where(eq(credentials.customerId, registered.customer.id));
    await endAllSessions(tx, registered.customer.id, now, 'password_reset');
    await recordActivity(tx, {
      customerId: registered.customer.id,
      kind: 'password-changed',
      at: now,
      client,
      details: { reset: true },
    });
  });
  deps.sessions.forgetCustomer(registered.customer.id);
  await deps.channel.send({
    channel: 'sms',
    to: registered.customer.mobileNumber,
    purpose: 'password-changed',
    text: textsIn(registered.customer.language).t('messages.passwordResetSms'),
  });
  return accepted('Your password is changed. Sign in with the new one.');
}

/**
 * The session a document cookie names (document-cookie.ts checks its seal), as the page renderer needs it: unlocked,
 * locked (by now idle for longer than the lock's time, it is locked here as a request would lock it) or none, when
 * the session has ended. The check is no activity: opening a page does not keep a session from its idle lock.
 */
export async function documentSessionState(
  deps: AuthDeps,
  sessionId: string,
): Promise<'unlocked' | 'locked' | null> {
  const now = deps.clock.now();
  const row = await deps.sessions.read(sessionId, () => loadSession(deps, sessionId));
  if (!row || sessionEndCode(row.session, now)) return null;
  return (await lockIfIdle(deps, row.session, now)) ? 'locked' : 'unlocked';
}
