import type {
  AuthSession,
  PasskeyAssertion,
  PasskeySignInOptions,
  PasskeySignInRequest,
  PasskeyUnlockRequest,
} from '@taka/contracts';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { credentials, passkeys, type PasskeyRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import {
  findRegistered,
  isLocked,
  openSession,
  recordRefusedWhileLocked,
  registeredFor,
  unlockProven,
  type Authenticated,
  type ClientInfo,
} from '../auth/service.ts';
import { CEREMONY_LIFETIME_MS, startCeremony, takeCeremony } from './ceremonies.ts';
import { userHandleOf, type PasskeyDeps } from './deps.ts';
import { passkeysOf } from './passkeys.ts';

/** What an unlock by passkey records in the activity log (a sign-in's session records its method itself). */
const BY_PASSKEY = { method: 'passkey' };

async function assertionOptions(deps: PasskeyDeps, allow: PasskeyRow[]) {
  return generateAuthenticationOptions({
    rpID: deps.rp.rpId,
    timeout: CEREMONY_LIFETIME_MS,
    userVerification: 'required',
    allowCredentials: allow.map((row) => ({ id: row.credentialId, transports: row.transports })),
  });
}

/**
 * Starts a sign-in: a challenge any of the bank's passkeys may answer (the browser offers the customer's
 * discoverable ones, also in its autofill), bound to this attempt by the ceremony id.
 */
export async function signInOptions(deps: PasskeyDeps): Promise<PasskeySignInOptions> {
  const options = await assertionOptions(deps, []);
  const ceremonyId = await startCeremony(
    deps.db,
    { kind: 'sign-in', challenge: options.challenge },
    deps.clock.now(),
  );
  return { ceremonyId, options };
}

/** Starts unlocking an idle-locked session: a challenge only the session's customer's passkeys may answer. */
export async function unlockOptions(deps: PasskeyDeps, auth: Authenticated): Promise<PasskeySignInOptions> {
  const options = await assertionOptions(deps, await passkeysOf(deps.db, auth.customer.id));
  const ceremonyId = await startCeremony(
    deps.db,
    {
      kind: 'unlock',
      challenge: options.challenge,
      customerId: auth.customer.id,
      sessionId: auth.session.id,
    },
    deps.clock.now(),
  );
  return { ceremonyId, options };
}

/**
 * The passkey an assertion names, checked: registered, of the customer its user handle names, signed over the
 * ceremony's challenge on one of our origins for our relying party, with user verification and a signature counter
 * that moved on (a cloned authenticator's does not). Returns the passkey and its new counter.
 */
async function verifyAssertion(
  deps: PasskeyDeps,
  challenge: string,
  assertion: PasskeyAssertion,
): Promise<{ passkey: PasskeyRow; newCounter: number }> {
  const [passkey] = await deps.db.select().from(passkeys).where(eq(passkeys.credentialId, assertion.id));
  const userHandle = assertion.response.userHandle;
  if (!passkey || (userHandle && userHandle !== userHandleOf(passkey.customerId).toString('base64url'))) {
    throw new AppError('PASSKEY_NOT_RECOGNIZED');
  }
  const verification = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge: challenge,
    expectedOrigin: deps.rp.origins,
    expectedRPID: deps.rp.rpId,
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.signCount,
      transports: passkey.transports as never,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw new AppError('PASSKEY_VERIFICATION_FAILED');
  return { passkey, newCounter: verification.authenticationInfo.newCounter };
}

/**
 * Records the passkey's use and its new counter, unless another use has moved the counter past it meanwhile
 * (authenticators that keep no counter always say 0).
 */
async function markUsed(tx: Database, passkey: PasskeyRow, newCounter: number, now: Date): Promise<void> {
  const used = await tx
    .update(passkeys)
    .set({ signCount: newCounter, lastUsedAt: now })
    .where(
      and(eq(passkeys.id, passkey.id), or(lt(passkeys.signCount, newCounter), eq(passkeys.signCount, 0))),
    )
    .returning({ id: passkeys.id });
  if (used.length === 0) throw new AppError('PASSKEY_VERIFICATION_FAILED');
}

/** Signs in with a passkey: the same session, Session-Data key and idle lock as a password sign-in. */
export async function signInWithPasskey(
  deps: PasskeyDeps,
  request: PasskeySignInRequest,
  client: ClientInfo,
): Promise<AuthSession> {
  const ceremony = await takeCeremony(deps.db, request.ceremonyId, 'sign-in', {}, deps.clock.now());
  const { passkey, newCounter } = await verifyAssertion(deps, ceremony.challenge, request.credential);
  const registered = await findRegistered(
    deps.db,
    and(eq(credentials.customerId, passkey.customerId), isNotNull(credentials.activatedAt)),
  );
  if (!registered) throw new AppError('PASSKEY_NOT_RECOGNIZED');
  if (isLocked(registered.credential, deps.clock.now())) {
    await recordRefusedWhileLocked(deps, registered.customer.id, client);
    throw new AppError('ACCOUNT_LOCKED');
  }
  return openSession(deps, registered, request.deviceUniqueId, client, 'passkey', (tx) =>
    markUsed(tx, passkey, newCounter, deps.clock.now()),
  );
}

/** Unlocks an idle-locked session with one of its customer's passkeys instead of the password. */
export async function unlockWithPasskey(
  deps: PasskeyDeps,
  auth: Authenticated,
  request: PasskeyUnlockRequest,
  client: ClientInfo,
): Promise<AuthSession> {
  const now = deps.clock.now();
  const binding = { customerId: auth.customer.id, sessionId: auth.session.id };
  const ceremony = await takeCeremony(deps.db, request.ceremonyId, 'unlock', binding, now);
  const { passkey, newCounter } = await verifyAssertion(deps, ceremony.challenge, request.credential);
  if (passkey.customerId !== auth.customer.id) throw new AppError('PASSKEY_NOT_RECOGNIZED');
  const registered = await registeredFor(deps, auth.customer.id);
  if (isLocked(registered.credential, now)) throw new AppError('ACCOUNT_LOCKED');
  return unlockProven(
    deps,
    registered,
    auth,
    client,
    (tx) => markUsed(tx, passkey, newCounter, now),
    BY_PASSKEY,
  );
}
