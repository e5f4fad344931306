import { z } from 'zod';

/*
 * Addresses another system or a customer sends, checked before they are stored, linked or shown. Each is printable
 * ASCII without a backslash: no control, bidirectional (U+202A-U+202E, U+2066-U+2069, U+200E/F, U+061C) or
 * zero-width character, no whitespace, and nothing that only looks like a character of an address (a fullwidth
 * solidus, a Cyrillic letter in a host name): an international host name comes as punycode, other text
 * percent-encoded. Browsers read a backslash as a slash, so `/\evil.com` would leave the site.
 */

/** The longest address a field takes. */
export const URL_MAX_LENGTH = 2048;

const PLAIN = /^[!-[\]-~]+$/;
/**
 * https, a host name of letters, digits and hyphens with a top-level domain (no IP address, no `localhost`, no user
 * name before it: `https://bank.com.bd@evil.com`), a port, then a path, query or fragment.
 */
const HTTPS_URL =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})(?::(\d{1,5}))?(?:[/?#].*)?$/i;

/** An https address of a named host. */
export function isHttpsUrl(value: string): boolean {
  const match = PLAIN.test(value) ? HTTPS_URL.exec(value) : null;
  return match !== null && Number(match[1] ?? 0) <= 65_535;
}

/**
 * A path of this site: one leading slash (`//host` is another site), no `.` or `..` segment, and no `.`, `/`, `\`,
 * `%` or control character percent-encoded (what a server decoding it once more would take for a traversal).
 */
export function isSitePath(value: string): boolean {
  if (!PLAIN.test(value) || !value.startsWith('/') || value.startsWith('//')) return false;
  if (/%(?![0-9a-f]{2})|%(2e|2f|5c|25|[01][0-9a-f]|7f)/i.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0]!;
  return !path.split('/').some((segment) => segment === '.' || segment === '..');
}

/** A file the server serves under /api/media (a banner, an avatar). */
export const isMediaPath = (value: string): boolean => value.startsWith('/api/media/') && isSitePath(value);

/**
 * An optional address field: trimmed, empty as null, else at most URL_MAX_LENGTH characters that one of `accepts`
 * takes, refused with `message`.
 */
export const optionalUrlSchema = (message: string, ...accepts: ((value: string) => boolean)[]) =>
  z
    .string()
    .trim()
    .max(URL_MAX_LENGTH, message)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || accepts.some((accept) => accept(value)), message);
