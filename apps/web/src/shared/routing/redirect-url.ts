import type { SignOutReason } from '@/shared/session/sign-out-reason';

/**
 * The redirectURL search parameter may only name a path of this app: one leading slash (not `//`, which the browser
 * reads as another host), no backslash (browsers treat it as a slash) and no control characters.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/** The page on screen as a redirectURL would name it. */
export const currentPath = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * The sign-in page saying why the session ended (`signedOut`, validated by the route's search), then back to `from`
 * as a guest asking for a signed-in page would be (never to sign-out).
 */
export function signInHref(reason: SignOutReason, from: string): string {
  const search = new URLSearchParams({ signedOut: reason });
  if (from.split(/[?#]/)[0] !== '/sign-out') search.set('redirectURL', from);
  return `/sign-in?${search}`;
}
