import { randomUUID } from 'node:crypto';
import type {
  AuthSession,
  OtpChallenge,
  Passkey,
  PasskeyRegistrationOptions,
  PasskeySignInOptions,
} from '@taka/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../src/db/schema/index.ts';
import { MINUTE, startTestApp, type TestApp } from './helpers/app.ts';
import {
  as,
  deviceFor,
  KARIM,
  latestMessage,
  RAHIM,
  refusal,
  signIn,
  type Device,
} from './helpers/client.ts';
import { codeFor } from './helpers/money.ts';
import { SoftwareAuthenticator } from './helpers/software-authenticator.ts';

const ORIGIN = 'http://localhost:8080';

let t: TestApp;
let rahim: Device;
let karim: Device;
/** Fresh sessions for both customers (after a test moved the clock past the idle lock). */
async function signInBoth() {
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  karim = await signIn(t.app, t.clock, { email: KARIM.email });
}
beforeAll(async () => {
  t = await startTestApp();
  await signInBoth();
});
afterAll(() => t.close());

/** otp -> the code from the outbox -> registration options. */
async function registrationOptions(device: Device, mobile: string, name: string) {
  const otp = await as(t.app, device, { method: 'POST', url: '/api/passkeys/otp' });
  expect(otp.statusCode, otp.body).toBe(200);
  const { challengeId } = otp.json<OtpChallenge>();
  const code = await codeFor(t.app, mobile, challengeId);
  const response = await as(t.app, device, {
    method: 'POST',
    url: '/api/passkeys/registration-options',
    payload: { name, challengeId, code },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PasskeyRegistrationOptions>();
}

/** A new authenticator with a passkey registered for the customer of `device`. */
async function registerPasskey(device: Device, mobile: string, name = 'My phone') {
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const { ceremonyId, options } = await registrationOptions(device, mobile, name);
  const response = await as(t.app, device, {
    method: 'POST',
    url: '/api/passkeys',
    payload: { ceremonyId, credential: authenticator.create(options) },
    headers: {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0.0.0 Safari/537.36',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { authenticator, passkey: response.json<Passkey>() };
}

const signInOptions = async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/passkey/options' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PasskeySignInOptions>();
};

const signInWith = (ceremonyId: string, credential: unknown, deviceUniqueId = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/passkey/sign-in',
    payload: { ceremonyId, credential, deviceUniqueId },
  });

/** Signs in with the authenticator's passkey: the signed-in device. */
async function signInWithPasskey(authenticator: SoftwareAuthenticator): Promise<Device> {
  const { ceremonyId, options } = await signInOptions();
  const deviceId = randomUUID();
  const response = await signInWith(ceremonyId, authenticator.get(options), deviceId);
  expect(response.statusCode, response.body).toBe(200);
  return deviceFor(t.clock, response.json<AuthSession>(), deviceId);
}

const listPasskeys = async (device: Device) => {
  const response = await as(t.app, device, { method: 'GET', url: '/api/passkeys' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ passkeys: Passkey[] }>().passkeys;
};

describe('adding a passkey', () => {
  it('registers a passkey confirmed with a one-time code, named, with where it was added', async () => {
    const { passkey } = await registerPasskey(rahim, RAHIM.mobileNumber, 'Work laptop');
    expect(passkey).toMatchObject({
      name: 'Work laptop',
      lastUsedAt: null,
      browser: 'Chrome 140',
      os: 'Linux',
    });
    expect(await listPasskeys(rahim)).toContainEqual(passkey);
    expect((await latestMessage(t.app, RAHIM.mobileNumber))?.text).toContain('a passkey was added');
  });

  it('asks the browser for a discoverable credential with user verification, for our relying party', async () => {
    const { options } = await registrationOptions(rahim, RAHIM.mobileNumber, 'Tablet');
    expect(options.rp).toEqual({ id: 'localhost', name: 'Taka' });
    expect(options.user.name).toBe(RAHIM.email);
    expect(options.pubKeyCredParams.map((param) => param.alg)).toEqual([-8, -7, -257]);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
  });

  it('refuses options without the right one-time code', async () => {
    const otp = await as(t.app, karim, { method: 'POST', url: '/api/passkeys/otp' });
    const { challengeId } = otp.json<OtpChallenge>();
    const response = await as(t.app, karim, {
      method: 'POST',
      url: '/api/passkeys/registration-options',
      payload: { name: 'Phone', challengeId, code: '999999' },
    });
    expect(refusal(response)).toEqual([400, 'OTP_INVALID']);
  });

  it('refuses a credential made on another origin or for another relying party', async () => {
    for (const lie of [{ origin: 'https://taka.phish.example' }, { rpId: 'phish.example' }]) {
      const { ceremonyId, options } = await registrationOptions(karim, KARIM.mobileNumber, 'Phone');
      const response = await as(t.app, karim, {
        method: 'POST',
        url: '/api/passkeys',
        payload: { ceremonyId, credential: new SoftwareAuthenticator(ORIGIN).create(options, lie) },
      });
      expect(refusal(response)).toEqual([403, 'PASSKEY_VERIFICATION_FAILED']);
    }
  });

  it("refuses another customer's ceremony, and a ceremony answered twice", async () => {
    const { ceremonyId, options } = await registrationOptions(karim, KARIM.mobileNumber, 'Phone');
    const credential = new SoftwareAuthenticator(ORIGIN).create(options);
    const asRahim = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/passkeys',
      payload: { ceremonyId, credential },
    });
    expect(refusal(asRahim)).toEqual([400, 'PASSKEY_CEREMONY_EXPIRED']);
    const first = await as(t.app, karim, {
      method: 'POST',
      url: '/api/passkeys',
      payload: { ceremonyId, credential },
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await as(t.app, karim, {
      method: 'POST',
      url: '/api/passkeys',
      payload: { ceremonyId, credential },
    });
    expect(refusal(again)).toEqual([400, 'PASSKEY_CEREMONY_EXPIRED']);
  });
});

describe('signing in with a passkey', () => {
  it('opens the same kind of session as a password: Session-Data works and the idle lock applies', async () => {
    const { authenticator } = await registerPasskey(rahim, RAHIM.mobileNumber);
    const device = await signInWithPasskey(authenticator);
    expect(device.session.user.id).toBe(RAHIM.id);
    expect(device.session.idleLockMinutes).toBe(rahim.session.idleLockMinutes);
    expect((await as(t.app, device, { method: 'GET', url: '/api/common/user' })).statusCode).toBe(200);
    const tampered = await as(t.app, device, {
      method: 'GET',
      url: '/api/common/user',
      headers: device.headers({ userId: KARIM.id }),
    });
    expect(refusal(tampered)).toEqual([401, 'SESSION_DATA_INVALID']);

    t.clock.advance(rahim.session.idleLockMinutes * MINUTE + 1000);
    const locked = await as(t.app, device, { method: 'GET', url: '/api/common/user' });
    expect(refusal(locked)).toEqual([423, 'SESSION_LOCKED']);

    // unlocked with the passkey again
    const start = await as(t.app, device, { method: 'POST', url: '/api/auth/passkey/unlock-options' });
    expect(start.statusCode, start.body).toBe(200);
    const { ceremonyId, options } = start.json<PasskeySignInOptions>();
    expect(options.allowCredentials?.map((c) => c.id)).toContain(authenticator.credentialId);
    const unlocked = await as(t.app, device, {
      method: 'POST',
      url: '/api/auth/passkey/unlock',
      payload: { ceremonyId, credential: authenticator.get(options) },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const resumed = deviceFor(t.clock, unlocked.json<AuthSession>(), device.deviceId);
    expect((await as(t.app, resumed, { method: 'GET', url: '/api/common/user' })).statusCode).toBe(200);
    await signInBoth();
  });

  it('shows when the passkey was last used; the activity log says how the customer signed in', async () => {
    const { authenticator, passkey } = await registerPasskey(karim, KARIM.mobileNumber, 'Last used');
    await signInWithPasskey(authenticator);
    const listed = (await listPasskeys(karim)).find((p) => p.id === passkey.id);
    expect(listed?.lastUsedAt).toBe(t.clock.now().toISOString());
    const events = await t.database.db
      .select({ kind: activityEvents.kind, details: activityEvents.details })
      .from(activityEvents)
      .where(eq(activityEvents.customerId, KARIM.id));
    expect(events).toContainEqual({ kind: 'passkey-added', details: { name: 'Last used' } });
    expect(events).toContainEqual({ kind: 'sign-in', details: { method: 'passkey' } });
  });

  it('refuses a replayed assertion: its challenge is used, and a new challenge is not what it signed', async () => {
    const { authenticator } = await registerPasskey(karim, KARIM.mobileNumber);
    const { ceremonyId, options } = await signInOptions();
    const assertion = authenticator.get(options);
    expect((await signInWith(ceremonyId, assertion)).statusCode).toBe(200);
    expect(refusal(await signInWith(ceremonyId, assertion))).toEqual([400, 'PASSKEY_CEREMONY_EXPIRED']);
    const fresh = await signInOptions();
    expect(refusal(await signInWith(fresh.ceremonyId, assertion))).toEqual([
      403,
      'PASSKEY_VERIFICATION_FAILED',
    ]);
  });

  it('refuses an assertion whose signature counter did not move on (a cloned authenticator)', async () => {
    const { authenticator } = await registerPasskey(karim, KARIM.mobileNumber);
    await signInWithPasskey(authenticator);
    const { ceremonyId, options } = await signInOptions();
    const cloned = authenticator.get(options, { keepCounter: true });
    expect(refusal(await signInWith(ceremonyId, cloned))).toEqual([403, 'PASSKEY_VERIFICATION_FAILED']);
  });

  it('refuses an assertion made on another origin or for another relying party', async () => {
    const { authenticator } = await registerPasskey(karim, KARIM.mobileNumber);
    for (const lie of [{ origin: 'https://taka.phish.example' }, { rpId: 'phish.example' }]) {
      const { ceremonyId, options } = await signInOptions();
      expect(refusal(await signInWith(ceremonyId, authenticator.get(options, lie)))).toEqual([
        403,
        'PASSKEY_VERIFICATION_FAILED',
      ]);
    }
  });

  it('refuses an unknown credential, and a credential that claims another customer', async () => {
    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.create((await registrationOptions(karim, KARIM.mobileNumber, 'Never added')).options);
    const unknown = await signInOptions();
    expect(refusal(await signInWith(unknown.ceremonyId, stranger.get(unknown.options)))).toEqual([
      403,
      'PASSKEY_NOT_RECOGNIZED',
    ]);

    const { authenticator } = await registerPasskey(karim, KARIM.mobileNumber);
    const { ceremonyId, options } = await signInOptions();
    const assertion = authenticator.get(options);
    const claimsRahim = {
      ...assertion,
      response: {
        ...assertion.response,
        userHandle: Buffer.from(RAHIM.id.replaceAll('-', ''), 'hex').toString('base64url'),
      },
    };
    expect(refusal(await signInWith(ceremonyId, claimsRahim))).toEqual([403, 'PASSKEY_NOT_RECOGNIZED']);
  });

  it('refuses an expired challenge', async () => {
    const { authenticator } = await registerPasskey(karim, KARIM.mobileNumber);
    const { ceremonyId, options } = await signInOptions();
    t.clock.advance(5 * MINUTE + 1000);
    expect(refusal(await signInWith(ceremonyId, authenticator.get(options)))).toEqual([
      400,
      'PASSKEY_CEREMONY_EXPIRED',
    ]);
    await signInBoth();
  });

  it("does not unlock a session with another customer's passkey", async () => {
    const { authenticator } = await registerPasskey(karim, KARIM.mobileNumber);
    const start = await as(t.app, rahim, { method: 'POST', url: '/api/auth/passkey/unlock-options' });
    const { ceremonyId, options } = start.json<PasskeySignInOptions>();
    const response = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/auth/passkey/unlock',
      payload: { ceremonyId, credential: authenticator.get(options) },
    });
    expect(refusal(response)).toEqual([403, 'PASSKEY_NOT_RECOGNIZED']);
  });
});

describe("managing one's passkeys", () => {
  it("renames and removes a passkey; another customer's passkey is not found", async () => {
    const { authenticator, passkey } = await registerPasskey(karim, KARIM.mobileNumber, 'Old name');
    const url = `/api/passkeys/${passkey.id}`;
    const renamed = await as(t.app, karim, { method: 'PATCH', url, payload: { name: 'New name' } });
    expect(renamed.json<Passkey>().name).toBe('New name');
    expect(refusal(await as(t.app, rahim, { method: 'PATCH', url, payload: { name: 'Mine' } }))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(refusal(await as(t.app, rahim, { method: 'DELETE', url }))).toEqual([404, 'NOT_FOUND']);
    expect((await listPasskeys(rahim)).map((p) => p.id)).not.toContain(passkey.id);

    expect((await as(t.app, karim, { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await listPasskeys(karim)).map((p) => p.id)).not.toContain(passkey.id);
    const { ceremonyId, options } = await signInOptions();
    expect(refusal(await signInWith(ceremonyId, authenticator.get(options)))).toEqual([
      403,
      'PASSKEY_NOT_RECOGNIZED',
    ]);
  });

  it('needs a signed-in session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/passkeys' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/passkeys/otp' })).statusCode).toBe(401);
  });
});
