import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode, createSessionData } from './session-data';

const SALT = new TextEncoder().encode('taka-session-data-v1');
const INFO = new TextEncoder().encode('aes-256-gcm');

/** Decrypts as the server does (apps/server/src/modules/auth/session-data.ts), with Web Crypto. */
async function decrypt(sessionKey: string, header: string) {
  const ikm = await crypto.subtle.importKey('raw', base64UrlDecode(sessionKey), 'HKDF', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: INFO },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    ['decrypt'],
  );
  const raw = base64UrlDecode(header);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: raw.slice(0, 12) }, key, raw.slice(12));
  return new TextDecoder().decode(plain);
}

describe('Session-Data header', () => {
  const sessionKey = base64UrlEncode(crypto.getRandomValues(new Uint8Array(32)));

  it('encrypts userId:::deviceUniqueId:::epochMillis as base64url without padding', async () => {
    const header = await createSessionData(sessionKey, 'user-1', 'device-1', 1_700_000_000_000);
    expect(header).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decrypt(sessionKey, header)).toBe('user-1:::device-1:::1700000000000');
  });

  it('uses a fresh IV every time', async () => {
    const first = await createSessionData(sessionKey, 'u', 'd', 1);
    const second = await createSessionData(sessionKey, 'u', 'd', 1);
    expect(first).not.toBe(second);
  });
});
