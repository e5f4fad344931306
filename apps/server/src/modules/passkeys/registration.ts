import type {
  AddPasskeyRequest,
  OtpChallenge,
  Passkey,
  PasskeyRegistrationOptions,
  PasskeyRegistrationOptionsRequest,
} from '@taka/contracts';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { passkeys } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { describeUserAgent, recordActivity } from '../activity/record.ts';
import { registeredFor, type Authenticated, type ClientInfo } from '../auth/service.ts';
import { textsIn } from '../languages/texts.ts';
import { CHALLENGE_REFUSALS, checkChallenge, issueCode } from '../otp/one-time-codes.ts';
import { textCode } from '../otp/text-code.ts';
import { CEREMONY_LIFETIME_MS, startCeremony, takeCeremony } from './ceremonies.ts';
import { userHandleOf, type PasskeyDeps } from './deps.ts';
import { passkeysOf, refuseAtLimit, toPasskey } from './passkeys.ts';

/**
 * The signature algorithms a passkey may use: EdDSA, ES256 and RS256, which every platform authenticator offers.
 * Not the library's post-quantum default (ML-DSA-44), experimental in Node's WebCrypto and signatures ten times
 * the size.
 */
const ALGORITHMS = [-8, -7, -257];

/** The action a passkey code allows. */
export const PASSKEY_ADD_PURPOSE = 'passkey.add';

const bindingFor = ({ customer, session }: Authenticated) => ({
  customerId: customer.id,
  purpose: PASSKEY_ADD_PURPOSE,
  sessionId: session.id,
});

/** Sends the code that confirms adding a passkey in this session (none when the customer has the most already). */
export async function requestPasskeyCode(
  deps: PasskeyDeps,
  auth: Authenticated,
  client: ClientInfo,
): Promise<OtpChallenge> {
  await refuseAtLimit(deps.db, auth.customer.id);
  const issued = await issueCode(deps.db, deps.keys.otp, bindingFor(auth), deps.clock.now(), {
    client,
    mobileNumber: auth.customer.mobileNumber,
  });
  return textCode(deps.channel, auth.customer, issued, PASSKEY_ADD_PURPOSE, ({ t }) =>
    t('messages.codeActions.passkeyAdd'),
  );
}

/**
 * Checks the code, then starts the registration ceremony: options for a discoverable credential with user
 * verification, excluding the customer's passkeys. The ceremony (not the code) is what the answer must match, so
 * a customer who cancels the browser's prompt can try again with the same options while they last.
 */
export async function registrationOptions(
  deps: PasskeyDeps,
  auth: Authenticated,
  request: PasskeyRegistrationOptionsRequest,
): Promise<PasskeyRegistrationOptions> {
  const now = deps.clock.now();
  await refuseAtLimit(deps.db, auth.customer.id);
  const check = await checkChallenge(
    deps.db,
    deps.keys.otp,
    request.challengeId,
    bindingFor(auth),
    request.code,
    now,
  );
  if (check !== 'ok') throw new AppError(CHALLENGE_REFUSALS[check]);
  const { credential } = await registeredFor(deps, auth.customer.id);
  const existing = await passkeysOf(deps.db, auth.customer.id);
  const options = await generateRegistrationOptions({
    rpName: deps.rp.rpName,
    rpID: deps.rp.rpId,
    userName: credential.email,
    userID: userHandleOf(auth.customer.id),
    userDisplayName: auth.customer.fullName,
    timeout: CEREMONY_LIFETIME_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  const ceremonyId = await startCeremony(
    deps.db,
    {
      kind: 'register',
      challenge: options.challenge,
      customerId: auth.customer.id,
      sessionId: auth.session.id,
      name: request.name,
    },
    now,
  );
  return { ceremonyId, options };
}

/** Verifies the browser's new credential for the ceremony and keeps it as a passkey of the customer. */
export async function addPasskey(
  deps: PasskeyDeps,
  auth: Authenticated,
  request: AddPasskeyRequest,
  client: ClientInfo,
): Promise<Passkey> {
  const now = deps.clock.now();
  const binding = { customerId: auth.customer.id, sessionId: auth.session.id };
  const ceremony = await takeCeremony(deps.db, request.ceremonyId, 'register', binding, now);
  const verification = await verifyRegistrationResponse({
    response: request.credential,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: deps.rp.origins,
    expectedRPID: deps.rp.rpId,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw new AppError('PASSKEY_VERIFICATION_FAILED');
  const { credential, credentialDeviceType } = verification.registrationInfo;
  const name = ceremony.name ?? 'Passkey';

  const added = await deps.db.transaction(async (tx) => {
    await refuseAtLimit(tx, auth.customer.id);
    const [row] = await tx
      .insert(passkeys)
      .values({
        customerId: auth.customer.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        signCount: credential.counter,
        transports: credential.transports ?? [],
        synced: credentialDeviceType === 'multiDevice',
        name,
        ...describeUserAgent(client.userAgent),
        createdAt: now,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) throw new AppError('PASSKEY_EXISTS');
    await recordActivity(tx, {
      customerId: auth.customer.id,
      kind: 'passkey-added',
      at: now,
      client,
      sessionId: auth.session.id,
      details: { name },
    });
    return row;
  });
  await deps.channel.send({
    channel: 'sms',
    to: auth.customer.mobileNumber,
    purpose: 'passkey-added',
    text: textsIn(auth.customer.language).t('messages.passkeyAddedSms'),
  });
  return toPasskey(added);
}
