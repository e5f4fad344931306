/**
 * The Session-Data header: base64url(IV || AES-256-GCM(`userId:::deviceUniqueId:::epochMillis`)), with the key
 * derived by HKDF-SHA256 from the session key the server returned at sign-in.
 */
const SALT = new TextEncoder().encode('taka-session-data-v1');
const INFO = new TextEncoder().encode('aes-256-gcm');

const keyCache = new Map<string, Promise<CryptoKey>>();

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function deriveKey(sessionKey: string): Promise<CryptoKey> {
  let key = keyCache.get(sessionKey);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', base64UrlDecode(sessionKey), 'HKDF', false, ['deriveKey'])
      .then((ikm) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: INFO },
          ikm,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt'],
        ),
      );
    keyCache.clear();
    keyCache.set(sessionKey, key);
  }
  return key;
}

export async function createSessionData(
  sessionKey: string,
  userId: string,
  deviceUniqueId: string,
  now = Date.now(),
): Promise<string> {
  const key = await deriveKey(sessionKey);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(`${userId}:::${deviceUniqueId}:::${now}`);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return base64UrlEncode(out);
}
