import { isSignOutReason, type SignOutReason } from '@/shared/session/sign-out-reason';

/** Search parameters shared by several routes; unknown or ill-typed values are dropped. */
export function redirectSearch(search: Record<string, unknown>): { redirectURL?: string } {
  return typeof search.redirectURL === 'string' ? { redirectURL: search.redirectURL } : {};
}

export function emailSearch(search: Record<string, unknown>): { email?: string } {
  return typeof search.email === 'string' ? { email: search.email } : {};
}

/** The sign-in page's: where to go after signing in, and why the last session ended (when it was not the customer). */
export function signInSearch(search: Record<string, unknown>): {
  redirectURL?: string;
  signedOut?: SignOutReason;
} {
  return {
    ...redirectSearch(search),
    ...(isSignOutReason(search.signedOut) && { signedOut: search.signedOut }),
  };
}
