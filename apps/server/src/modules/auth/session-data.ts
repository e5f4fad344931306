import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The Session-Data header (SPEC 7.1): base64url without padding of IV (12 bytes) || AES-256-GCM ciphertext ||
 * tag (16 bytes), over the plaintext `userId:::deviceUniqueId:::epochMillis`. The key is
 * HKDF-SHA256(ikm = base64url-decoded session key (32 bytes), salt = "taka-session-data-v1", info = "aes-256-gcm",
 * length 32). The browser does the same with Web Crypto.
 */
export const SESSION_DATA_HEADER = 'session-data';
export const SESSION_DATA_MAX_SKEW_MS = 2 * 60 * 1000;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = Buffer.from('taka-session-data-v1', 'utf8');
const INFO = Buffer.from('aes-256-gcm', 'utf8');
const SEPARATOR = ':::';

/** A fresh session key: 32 random bytes, base64url. Given once to the client, never stored by the server. */
export function newSessionKey(): string {
  return randomBytes(32).toString('base64url');
}

/** The AES-256 key for Session-Data, derived from a base64url session key. */
export function deriveSessionDataKey(sessionKey: string): Buffer {
  const ikm = Buffer.from(sessionKey, 'base64url');
  return Buffer.from(hkdfSync('sha256', ikm, SALT, INFO, 32));
}

export type SessionDataClaims = { userId: string; deviceUniqueId: string; epochMillis: number };

export function encryptSessionData(key: Buffer, claims: SessionDataClaims): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const plaintext = [claims.userId, claims.deviceUniqueId, String(claims.epochMillis)].join(SEPARATOR);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
}

/** The claims of a header value, or null when it is malformed or does not decrypt under `key`. */
export function decryptSessionData(key: Buffer, header: string): SessionDataClaims | null {
  if (!/^[A-Za-z0-9_-]+$/.test(header)) return null;
  const raw = Buffer.from(header, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plaintext = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const [userId, deviceUniqueId, millis, ...rest] = plaintext.split(SEPARATOR);
    if (!userId || !deviceUniqueId || !millis || rest.length > 0 || !/^\d{1,16}$/.test(millis)) return null;
    return { userId, deviceUniqueId, epochMillis: Number(millis) };
  } catch {
    return null;
  }
}

/**
 * Checks a header against the session it must belong to: it decrypts, names the same user and device, and its
 * timestamp is within two minutes of `now` either way.
 */
export function verifySessionData(
  key: Buffer,
  header: string | undefined,
  expected: { userId: string; deviceUniqueId: string; now: Date },
): boolean {
  if (!header) return false;
  const claims = decryptSessionData(key, header);
  if (!claims) return false;
  return (
    claims.userId === expected.userId &&
    claims.deviceUniqueId === expected.deviceUniqueId &&
    Math.abs(expected.now.getTime() - claims.epochMillis) <= SESSION_DATA_MAX_SKEW_MS
  );
}
