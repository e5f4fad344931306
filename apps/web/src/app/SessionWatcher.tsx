import { useEffect, useRef } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useIdleLock } from '@/shared/session/use-idle-lock';
import { DEFAULT_SIGNED_IN_PATH, safeRedirectPath, signInHref } from '@/shared/routing/redirect-url';
import { sessionEndedElsewhere, useSession, useSessionLocked } from '@/shared/session/session-store';

/**
 * Reacts to session changes that happen outside a page: the idle timer or a 423 locking the session (go to
 * unlock-session, then back), and a sign-out in another tab while the shell or unlock-session is open (go to
 * sign-in, saying why when that tab said).
 */
export function SessionWatcher() {
  const router = useRouter();
  const session = useSession();
  const locked = useSessionLocked();
  const inShell = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId === '/_main'),
  });
  const hadSession = useRef(session !== null);

  useIdleLock(session !== null && !locked, session?.idleLockMinutes ?? 5);

  useEffect(() => {
    const location = router.state.location;
    if (locked && location.pathname !== '/unlock-session' && location.pathname !== '/sign-out') {
      void router.navigate({ to: '/unlock-session', search: { redirectURL: location.href }, replace: true });
    }
  }, [locked, router]);

  useEffect(() => {
    const { pathname, href, search } = router.state.location;
    const waitingToUnlock = pathname === '/unlock-session';
    if (hadSession.current && session === null && (inShell || waitingToUnlock)) {
      // another tab said why it forgot the session: go on saying it here, and come back after signing in
      const reason = sessionEndedElsewhere();
      const from = waitingToUnlock ? safeRedirectPath(search.redirectURL) : href;
      if (reason)
        void router.navigate({ href: signInHref(reason, from ?? DEFAULT_SIGNED_IN_PATH), replace: true });
      else void router.navigate({ to: '/sign-in', replace: true });
    }
    hadSession.current = session !== null;
  }, [session, inShell, router]);

  return null;
}
