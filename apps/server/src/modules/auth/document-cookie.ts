import { createHmac, timingSafeEqual } from 'node:crypto';
import { cookieValue } from '@taka/contracts';
import { ACCESS_TOKEN_LIFETIME_MS } from './tokens.ts';

/**
 * The document cookie (decision 057): set beside every session the API hands out (sign-in, unlock), it lets the
 * server render a page for the session's customer, and nothing else. No API route reads it: the bearer token and
 * Session-Data stay the API's only credentials, so it opens no CSRF surface. It names the session, sealed with the
 * server's key; whether the session still stands is looked up at each page, so its end (sign-out, lock, revocation,
 * expiry, a password change) ends the cookie's power at once.
 */
export const DOCUMENT_COOKIE = 'taka_document';

const seal = (key: Uint8Array, sessionId: string) =>
  createHmac('sha256', key).update(`document:${sessionId}`).digest('base64url');

/** The Set-Cookie value that hands `sessionId`'s document cookie to the browser. */
export function documentCookie(key: Uint8Array, sessionId: string): string {
  const maxAge = Math.floor(ACCESS_TOKEN_LIFETIME_MS / 1000);
  return `${DOCUMENT_COOKIE}=${sessionId}.${seal(key, sessionId)}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`;
}

/** The Set-Cookie value that takes the document cookie back (sign-out). */
export const documentCookieCleared = `${DOCUMENT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;

/** The session a `Cookie` header's document cookie names, if its seal is the server's; else undefined. */
export function documentCookieSession(key: Uint8Array, cookieHeader: string | undefined): string | undefined {
  const value = cookieValue(cookieHeader ?? '', DOCUMENT_COOKIE);
  const separator = value?.lastIndexOf('.') ?? -1;
  if (!value || separator <= 0) return undefined;
  const sessionId = value.slice(0, separator);
  const given = Buffer.from(value.slice(separator + 1));
  const expected = Buffer.from(seal(key, sessionId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : undefined;
}
