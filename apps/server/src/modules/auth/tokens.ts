import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

const ISSUER = 'taka';
const AUDIENCE = 'taka-web';
export const ACCESS_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type AccessTokenClaims = { customerId: string; sessionId: string; tokenId: string };

export function jwtKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** The key imported once for HMAC (jose would import raw bytes again on every sign and verify). */
const imported = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(key: Uint8Array): Promise<webcrypto.CryptoKey> {
  let cryptoKey = imported.get(key);
  if (!cryptoKey) {
    cryptoKey = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    imported.set(key, cryptoKey);
  }
  return cryptoKey;
}

/** HS256 JWT: sub = customer id, sid = session id, jti = the session's current token id. */
export async function signAccessToken(
  key: Uint8Array,
  claims: { customerId: string; sessionId: string },
  times: { issuedAt: Date; expiresAt: Date },
): Promise<{ token: string; tokenId: string }> {
  const tokenId = randomUUID();
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.customerId)
    .setJti(tokenId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(times.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(times.expiresAt.getTime() / 1000))
    .sign(await hmacKey(key))
    .then((token) => ({ token, tokenId }));
}

/**
 * Tokens whose signature, issuer and audience were verified, per key, with their expiry: a client sends the same
 * token with every request, so the HMAC is checked once (expiry is checked on every use; revocation is the
 * session's, looked up on every request anyway).
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessTokenClaims; expiresAt: number }>>();
const MAX_VERIFIED = 10_000;

/**
 * The claims of a valid token (signature, issuer, audience, expiry at `now`); `expired` for one of ours whose time is
 * up (jose checks the expiry after the signature and the other claims); else null.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | 'expired' | null> {
  let known = verified.get(key);
  if (!known) verified.set(key, (known = new Map()));
  const hit = known.get(token);
  if (hit) return hit.expiresAt > now.getTime() ? hit.claims : 'expired';
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'jti', 'exp', 'sid'],
    });
    if (typeof payload.sid !== 'string' || !payload.sub || !payload.jti) return null;
    const claims = { customerId: payload.sub, sessionId: payload.sid, tokenId: payload.jti };
    if (known.size >= MAX_VERIFIED) known.clear();
    known.set(token, { claims, expiresAt: payload.exp! * 1000 });
    return claims;
  } catch (error) {
    return error instanceof errors.JWTExpired && error.claim === 'exp' ? 'expired' : null;
  }
}
