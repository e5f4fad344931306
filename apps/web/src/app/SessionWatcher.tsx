import { useEffect, useRef } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useIdleLock } from '@/shared/session/use-idle-lock';
import { useSession, useSessionLocked } from '@/shared/session/session-store';

/**
 * Reacts to session changes that happen outside a page: the idle timer or a 423 locking the session (go to
 * unlock-session, then back), and a sign-out in another tab while the shell is open (go to sign-in).
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
    if (hadSession.current && session === null && inShell)
      void router.navigate({ to: '/sign-in', replace: true });
    hadSession.current = session !== null;
  }, [session, inShell, router]);

  return null;
}
