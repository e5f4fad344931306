import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decryptSessionData,
  deriveSessionDataKey,
  encryptSessionData,
  newSessionKey,
} from '../src/modules/auth/session-data.ts';
import { MINUTE, startTestApp, type TestApp } from './helpers/app.ts';
import { KARIM, RAHIM, signIn, type Device } from './helpers/client.ts';

let t: TestApp;
let rahim: Device;
let karim: Device;
beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  karim = await signIn(t.app, t.clock, { email: KARIM.email });
});
afterAll(() => t.close());

const getUser = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/common/user', headers });

const expectRefused = async (headers: Record<string, string>) => {
  const response = await getUser(headers);
  expect(response.statusCode).toBe(401);
  expect(response.json().code).toBe('SESSION_DATA_INVALID');
};

describe('Session-Data header', () => {
  it('lets a request with a valid header through', async () => {
    const response = await getUser(rahim.headers());
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(RAHIM.id);
  });

  it('is refused when missing', async () => {
    await expectRefused({ authorization: rahim.headers().authorization! });
  });

  it('is refused when tampered with or not decryptable', async () => {
    const header = rahim.headers()['session-data']!;
    const flipped = header.slice(0, 20) + (header[20] === 'A' ? 'B' : 'A') + header.slice(21);
    await expectRefused({ ...rahim.headers(), 'session-data': flipped });
    await expectRefused({ ...rahim.headers(), 'session-data': 'bm90IGVuY3J5cHRlZA' });
    await expectRefused({ ...rahim.headers(), 'session-data': '***' });
  });

  it("is refused when it names another user, or is another user's header", async () => {
    await expectRefused(rahim.headers({ userId: KARIM.id }));
    await expectRefused({ ...rahim.headers(), 'session-data': karim.headers()['session-data']! });
  });

  it('is refused from another device', async () => {
    await expectRefused(rahim.headers({ deviceId: randomUUID() }));
  });

  it('is refused when the timestamp is more than 2 minutes old or ahead', async () => {
    const now = t.clock.now().getTime();
    await expectRefused(rahim.headers({ epochMillis: now - 2 * MINUTE - 1000 }));
    await expectRefused(rahim.headers({ epochMillis: now + 2 * MINUTE + 1000 }));
    expect((await getUser(rahim.headers({ epochMillis: now - 90_000 }))).statusCode).toBe(200);
  });

  it('needs a bearer token besides', async () => {
    const { 'session-data': sessionData } = rahim.headers();
    const response = await getUser({ 'session-data': sessionData! });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('SESSION_REQUIRED');
  });
});

describe('Session-Data crypto', () => {
  it('round-trips with the key derived from the session key and fails under another key', () => {
    const sessionKey = newSessionKey();
    expect(Buffer.from(sessionKey, 'base64url')).toHaveLength(32);
    const key = deriveSessionDataKey(sessionKey);
    const claims = { userId: RAHIM.id, deviceUniqueId: randomUUID(), epochMillis: 1_700_000_000_123 };
    const header = encryptSessionData(key, claims);
    expect(header).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decryptSessionData(key, header)).toEqual(claims);
    expect(decryptSessionData(deriveSessionDataKey(newSessionKey()), header)).toBeNull();
  });

  it('derives the documented HKDF-SHA256 key', async () => {
    const sessionKey = Buffer.alloc(32, 7).toString('base64url');
    const webCryptoKey = await crypto.subtle.importKey('raw', Buffer.alloc(32, 7), 'HKDF', false, [
      'deriveBits',
    ]);
    const bits = await crypto.subtle.deriveBits(
      {
        name: 'HKDF',
        hash: 'SHA-256',
        salt: new TextEncoder().encode('taka-session-data-v1'),
        info: new TextEncoder().encode('aes-256-gcm'),
      },
      webCryptoKey,
      256,
    );
    expect(deriveSessionDataKey(sessionKey).equals(Buffer.from(bits))).toBe(true);
  });
});
