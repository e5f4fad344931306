import { randomUUID } from 'node:crypto';
import { AuthSessionSchema } from '@taka/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, startTestApp, type TestApp } from './helpers/app.ts';
import { as, deviceFor, KARIM, latestMessage, RAHIM, refusal, signIn } from './helpers/client.ts';

/** Rahim's sign-in with `password`, from a new device. */
const signInAttempt = (t: TestApp, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: RAHIM.email, password, deviceUniqueId: randomUUID() },
  });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signInRequest = (payload: Record<string, unknown>, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: ip, payload });

const tokenSignIn = (accessToken: string, deviceUniqueId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-with-token',
    payload: { accessToken, deviceUniqueId },
  });

describe('sign-in', () => {
  it('answers an AuthSession and reports the previous sign-in time and IP', async () => {
    const first = await signIn(t.app, t.clock, { email: KARIM.email, ip: '203.0.113.7' });
    expect(AuthSessionSchema.parse(first.session)).toEqual(first.session);
    expect(first.session.tokenType).toBe('bearer');
    expect(first.session.user).toMatchObject({ id: KARIM.id, name: 'Karim Hossain', email: KARIM.email });
    expect(first.session.user.profilePic).toBe('/api/media/avatars/karim.svg');
    expect(first.session.lastLoginTime).toBeNull();
    expect(first.session.lastLoginIp).toBeNull();
    expect(first.session.idleLockMinutes).toBe(5);

    const second = await signIn(t.app, t.clock, { email: 'KARIM@demo.taka', ip: '198.51.100.9' });
    expect(second.session.lastLoginIp).toBe('203.0.113.7');
    expect(second.session.lastLoginTime).toEqual(expect.any(String));
    expect(second.session.sessionKey).not.toBe(first.session.sessionKey);
  });

  it('answers a wrong password and an unknown e-mail with the identical 401', async () => {
    const deviceUniqueId = randomUUID();
    const wrongPassword = await signInRequest({ email: RAHIM.email, password: 'Wrong#2026', deviceUniqueId });
    const unknownEmail = await signInRequest({
      email: 'nobody@demo.taka',
      password: 'Wrong#2026',
      deviceUniqueId,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'The e-mail or password is incorrect.',
    });
  });

  it('locks the credential after 5 consecutive failures, even for the right password, and tells the customer', async () => {
    const app2 = await startTestApp();
    try {
      const attempt = (password: string) => signInAttempt(app2, password);
      for (let i = 1; i <= 4; i++) expect((await attempt(`Wrong#${i}`)).statusCode).toBe(401);
      const fifth = await attempt('Wrong#5');
      expect(fifth.statusCode).toBe(423);
      expect(fifth.json().code).toBe('ACCOUNT_LOCKED');

      const sixth = await attempt('Taka#2026');
      expect(sixth.statusCode).toBe(423);
      expect(sixth.json().code).toBe('ACCOUNT_LOCKED');

      const notice = await latestMessage(app2.app, RAHIM.mobileNumber);
      expect(notice?.purpose).toBe('account-locked');
      expect(notice?.code).toBeNull();

      app2.clock.advance(16 * MINUTE);
      expect((await attempt('Taka#2026')).statusCode).toBe(200);
    } finally {
      await app2.close();
    }
  });

  it('gives a burst of concurrent wrong passwords five verdicts at most, then refuses the right one too', async () => {
    const app2 = await startTestApp();
    try {
      const attempt = (password: string) => signInAttempt(app2, password);
      const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(`Wrong#${i}`)));
      const verdicts = burst.map((response) => response.json().code as string);
      expect(verdicts.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(4);
      expect(verdicts.filter((code) => code === 'ACCOUNT_LOCKED')).toHaveLength(8);
      expect(refusal(await attempt('Taka#2026'))).toEqual([423, 'ACCOUNT_LOCKED']);

      const outbox = await app2.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        query: { to: RAHIM.mobileNumber },
      });
      const notices = outbox.json<{ messages: { purpose: string }[] }>().messages;
      expect(notices.filter((message) => message.purpose === 'account-locked')).toHaveLength(1);
    } finally {
      await app2.close();
    }
  });

  it('refuses a malformed sign-in with 400 and field messages', async () => {
    const response = await signInRequest({ email: 'not-an-email', password: '', deviceUniqueId: 'x' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields).sort()).toEqual(['deviceUniqueId', 'email', 'password']);
    expect(response.body).not.toMatch(/at .*\.ts|stack/i);
  });
});

describe('sign-in with token', () => {
  it('answers a fresh AuthSession for the same session', async () => {
    const device = await signIn(t.app, t.clock, { email: RAHIM.email });
    const response = await tokenSignIn(device.session.accessToken, device.deviceId);
    expect(response.statusCode).toBe(200);
    const renewed = AuthSessionSchema.parse(response.json());
    expect(renewed.user.id).toBe(RAHIM.id);
    expect(renewed.lastLoginTime).toBe(device.session.lastLoginTime);

    const resumed = deviceFor(t.clock, renewed, device.deviceId);
    expect((await as(t.app, resumed, { method: 'GET', url: '/api/common/user' })).statusCode).toBe(200);
    // The renewed session replaces the old token and key.
    expect((await tokenSignIn(device.session.accessToken, device.deviceId)).statusCode).toBe(401);
  });

  it('refuses a forged token with 401 Invalid token', async () => {
    const device = await signIn(t.app, t.clock, { email: RAHIM.email });
    const [header, payload] = device.session.accessToken.split('.');
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(RAHIM.id)
      .setJti(randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const token of [forged, `${header}.${payload}.c2lnbmF0dXJl`, 'not-a-jwt']) {
      const response = await tokenSignIn(token, device.deviceId);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    }
  });

  it('refuses an expired token', async () => {
    const clock = t.clock;
    const device = await signIn(t.app, clock, { email: KARIM.email });
    const app2 = await startTestApp({ database: t.database });
    try {
      app2.clock.advance(8 * 24 * 60 * MINUTE);
      const response = await app2.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in-with-token',
        payload: { accessToken: device.session.accessToken, deviceUniqueId: device.deviceId },
      });
      expect(refusal(response)).toEqual([401, 'SESSION_EXPIRED']);
    } finally {
      await app2.close();
    }
  });

  it('refuses the token of a signed-out session, and every request with it', async () => {
    const device = await signIn(t.app, t.clock, { email: RAHIM.email });
    const out = await as(t.app, device, { method: 'POST', url: '/api/auth/sign-out' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ accepted: true });

    const again = await as(t.app, device, { method: 'GET', url: '/api/common/user' });
    expect(refusal(again)).toEqual([401, 'SESSION_SIGNED_OUT']);
    const token = await tokenSignIn(device.session.accessToken, device.deviceId);
    expect(refusal(token)).toEqual([401, 'SESSION_SIGNED_OUT']);
  });

  it('refuses a token from another device', async () => {
    const device = await signIn(t.app, t.clock, { email: RAHIM.email });
    expect((await tokenSignIn(device.session.accessToken, randomUUID())).statusCode).toBe(401);
  });
});

describe('idle lock', () => {
  it('locks an idle session with 423 until unlocked with the right password', async () => {
    const app2 = await startTestApp({ database: t.database });
    try {
      const device = await signIn(app2.app, app2.clock, { email: KARIM.email });
      const user = () => as(app2.app, device, { method: 'GET', url: '/api/common/user' });
      expect((await user()).statusCode).toBe(200);

      app2.clock.advance(4 * MINUTE);
      expect((await user()).statusCode).toBe(200);
      app2.clock.advance(5 * MINUTE + 1000);
      const locked = await user();
      expect(locked.statusCode).toBe(423);
      expect(locked.json().code).toBe('SESSION_LOCKED');
      expect((await user()).statusCode).toBe(423);
      const token = await app2.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in-with-token',
        payload: { accessToken: device.session.accessToken, deviceUniqueId: device.deviceId },
      });
      expect(token.statusCode).toBe(423);

      const unlock = (password: string) =>
        as(app2.app, device, {
          method: 'POST',
          url: '/api/auth/unlock-session',
          payload: { email: KARIM.email, password },
        });
      const wrong = await unlock('Wrong#2026');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe('WRONG_PASSWORD');
      expect((await user()).statusCode).toBe(423);

      const right = await unlock('Taka#2026');
      expect(right.statusCode).toBe(200);
      const unlocked = deviceFor(app2.clock, AuthSessionSchema.parse(right.json()), device.deviceId);
      expect((await as(app2.app, unlocked, { method: 'GET', url: '/api/common/user' })).statusCode).toBe(200);
    } finally {
      await app2.close();
    }
  });
});

describe('change user name and password', () => {
  it('changes the password of a guest who proves the current one and revokes every session', async () => {
    const app2 = await startTestApp();
    try {
      const phone = await signIn(app2.app, app2.clock, { email: RAHIM.email });
      const laptop = await signIn(app2.app, app2.clock, { email: RAHIM.email });
      const change = (payload: Record<string, unknown>) =>
        app2.app.inject({
          method: 'POST',
          url: '/api/auth/change-username-password',
          payload: { email: RAHIM.email, ...payload },
        });

      const weak = await change({ currentPassword: 'Taka#2026', newPassword: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fields.newPassword).toBe('password.tooShort');

      // Wrong password and unknown e-mail answer alike, as at sign-in.
      const wrong = await change({ currentPassword: 'Wrong#1', newPassword: 'NewPass#2027' });
      const unknown = await change({
        email: 'nobody@demo.taka',
        currentPassword: 'Taka#2026',
        newPassword: 'NewPass#2027',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');

      const taken = await change({
        currentPassword: 'Taka#2026',
        newEmail: KARIM.email,
        newPassword: 'NewPass#2027',
      });
      expect(taken.statusCode).toBe(409);

      const ok = await change({
        currentPassword: 'Taka#2026',
        newEmail: 'rahim.uddin@demo.taka',
        newPassword: 'NewPass#2027',
      });
      expect(ok.statusCode).toBe(200);

      for (const device of [phone, laptop]) {
        const response = await as(app2.app, device, { method: 'GET', url: '/api/common/user' });
        expect(response.statusCode).toBe(401);
      }
      const old = await app2.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: RAHIM.email, password: 'Taka#2026', deviceUniqueId: randomUUID() },
      });
      expect(old.statusCode).toBe(401);
      const fresh = await signIn(app2.app, app2.clock, {
        email: 'rahim.uddin@demo.taka',
        password: 'NewPass#2027',
      });
      expect(fresh.session.user.email).toBe('rahim.uddin@demo.taka');
    } finally {
      await app2.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED past the per-IP limit of a sign-in route', async () => {
    const limited = await startTestApp({ database: t.database, env: { AUTH_RATE_LIMIT_PER_MINUTE: '10' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: '192.0.2.44',
          payload: { email: `someone${i}@demo.taka` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().code).toBe('RATE_LIMITED');
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits per e-mail across IPs', async () => {
    const limited = await startTestApp({ database: t.database, env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: `192.0.2.${i + 1}`,
          payload: { email: 'target@demo.taka' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
