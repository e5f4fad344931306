import { and, eq } from 'drizzle-orm';
import type { Accepted, ChangePasswordRequest, ChangeUsernamePasswordRequest } from '@taka/contracts';
import { credentials } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../activity/record.ts';
import { textsIn } from '../languages/texts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endAllSessions, endOtherSessions } from './session-end.ts';
import {
  accepted,
  findActiveByEmail,
  isLocked,
  notLockedAt,
  recordFailedPassword,
  registeredFor,
  type AuthDeps,
  type Authenticated,
  type ClientInfo,
  type Registered,
} from './service.ts';

type Change = {
  registered: Registered;
  newPassword: string;
  email: string;
  client: ClientInfo;
  /** The signed-in session the change is made from, which stays; without it, every session ends. */
  keep?: Authenticated;
  /** What the SMS after it says: every session ended, or the others. */
  sms: 'signInDetailsChangedSms' | 'passwordChangedSms';
};

/**
 * The checks of a current password, with sign-in's failure rules: a locked credential is refused, and a wrong
 * password counts towards the lock. `refusal` is what a wrong one answers when it has not locked the credential.
 */
async function proveCurrentPassword(
  deps: AuthDeps,
  registered: Registered | undefined,
  currentPassword: string,
  client: ClientInfo,
  refusal: 'INVALID_CREDENTIALS' | 'WRONG_PASSWORD',
): Promise<Registered> {
  const passwordOk = await verifyPassword(registered?.credential.passwordHash, currentPassword);
  if (!registered) throw new AppError(refusal);
  if (isLocked(registered.credential, deps.clock.now())) throw new AppError('ACCOUNT_LOCKED');
  if (!passwordOk) {
    const locked = await recordFailedPassword(deps, registered, client);
    throw new AppError(locked ? 'ACCOUNT_LOCKED' : refusal);
  }
  return registered;
}

/** Stores the new password (and e-mail), ends the sessions, records the event and tells the customer by SMS. */
async function replaceCredentials(deps: AuthDeps, change: Change): Promise<void> {
  const { registered, client, keep } = change;
  const customerId = registered.customer.id;
  const passwordHash = await hashPassword(change.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(credentials)
      .set({
        email: change.email,
        passwordHash,
        passwordChangedAt: now,
        failedAttempts: 0,
        lockedUntil: null,
      })
      .where(and(eq(credentials.customerId, customerId), notLockedAt(now)))
      .returning({ customerId: credentials.customerId });
    if (changed.length === 0) throw new AppError('ACCOUNT_LOCKED');
    if (keep) await endOtherSessions(tx, customerId, keep.session.id, now, 'password_changed');
    else await endAllSessions(tx, customerId, now, 'password_changed');
    await recordActivity(tx, {
      customerId,
      kind: 'password-changed',
      at: now,
      client,
      sessionId: keep?.session.id ?? null,
      details: { emailChanged: change.email !== registered.credential.email },
    });
  });
  deps.sessions.forgetCustomer(customerId);
  await deps.channel.send({
    channel: 'sms',
    to: registered.customer.mobileNumber,
    purpose: 'password-changed',
    text: textsIn(registered.customer.language).t(`messages.${change.sms}`),
  });
}

/**
 * Changes the sign-in e-mail and password of a customer who proves the current ones (a guest page), with the same
 * failure rules as sign-in: one generic answer for a wrong e-mail or password, and the lock after five failures.
 */
export async function changeCredentials(
  deps: AuthDeps,
  request: ChangeUsernamePasswordRequest,
  client: ClientInfo,
): Promise<Accepted> {
  const found = await findActiveByEmail(deps.db, request.email);
  const registered = await proveCurrentPassword(
    deps,
    found,
    request.currentPassword,
    client,
    'INVALID_CREDENTIALS',
  );
  const email = request.newEmail ?? registered.credential.email;
  if (email !== registered.credential.email) {
    const [owner] = await deps.db.select().from(credentials).where(eq(credentials.email, email));
    if (owner) throw new AppError('EMAIL_IN_USE', { fields: { newEmail: 'email.inUse' } });
  }
  await replaceCredentials(deps, {
    registered,
    newPassword: request.newPassword,
    email,
    client,
    sms: 'signInDetailsChangedSms',
  });
  return accepted('Your sign-in details are changed. Sign in again.');
}

/** The signed-in customer changes their password (settings): every other session ends, this one goes on. */
export async function changePassword(
  deps: AuthDeps,
  auth: Authenticated,
  request: ChangePasswordRequest,
  client: ClientInfo,
): Promise<Accepted> {
  const registered = await proveCurrentPassword(
    deps,
    await registeredFor(deps, auth.customer.id),
    request.currentPassword,
    client,
    'WRONG_PASSWORD',
  );
  await replaceCredentials(deps, {
    registered,
    newPassword: request.newPassword,
    email: registered.credential.email,
    client,
    keep: auth,
    sms: 'passwordChangedSms',
  });
  return accepted('Your password is changed. Your other devices are signed out.');
}
