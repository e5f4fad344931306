import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { DEFAULT_SIGNED_IN_PATH } from '@/shared/routing/redirect-url';
import { isSessionLocked, isSignedIn } from '@/shared/session/session-store';

/** Guest-only pages send a signed-in customer to the dashboard (SPEC 5). */
export function requireGuest() {
  if (isSignedIn()) throw redirect({ href: DEFAULT_SIGNED_IN_PATH, replace: true });
}

/** Signed-in pages send a guest to sign-in, remembering where they were going (except to sign-out). */
export function requireSession(location: ParsedLocation) {
  if (isSignedIn()) return;
  const search = location.pathname === '/sign-out' ? {} : { redirectURL: location.href };
  throw redirect({ to: '/sign-in', search, replace: true });
}

/** The main layout also needs the session unlocked; a locked one goes through unlock-session first. */
export function requireUnlockedSession(location: ParsedLocation) {
  requireSession(location);
  if (isSessionLocked())
    throw redirect({ to: '/unlock-session', search: { redirectURL: location.href }, replace: true });
}
