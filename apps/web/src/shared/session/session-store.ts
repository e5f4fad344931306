import { useSyncExternalStore } from 'react';
import { AuthSessionSchema, type AuthSession } from '@taka/contracts';
import { renderRequest } from '@/shared/ssr/render-request';
import { isSignOutReason, type SignOutReason } from './sign-out-reason';
import { ENDED_KEY, LOCKED_KEY, SESSION_KEY } from './storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; session: AuthSession | null } = { raw: null, session: null };
/** Why another tab forgot the session this tab last saw go; null when it went here, or for no reason given. */
let endedElsewhere: SignOutReason | null = null;

const onServer = () => typeof window === 'undefined';

function readSession(): AuthSession | null {
  if (onServer()) return null;
  const raw = localStorage.getItem(SESSION_KEY);
  if (raw === cached.raw) return cached.session;
  let session: AuthSession | null = null;
  if (raw) {
    try {
      const parsed = AuthSessionSchema.safeParse(JSON.parse(raw));
      session = parsed.success ? parsed.data : null;
    } catch {
      session = null;
    }
  }
  cached = { raw, session };
  return session;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Another tab signing in or out changes this tab too. */
function onStorage(event: StorageEvent) {
  if (event.key === SESSION_KEY && event.newValue === null) {
    const reason = localStorage.getItem(ENDED_KEY);
    endedElsewhere = isSignOutReason(reason) ? reason : null;
  }
  if (event.key === SESSION_KEY || event.key === LOCKED_KEY || event.key === null) notify();
}

/** Why another tab of this browser forgot the session (it wrote why first), if that is how it went here. */
export function sessionEndedElsewhere(): SignOutReason | null {
  return readSession() === null ? endedElsewhere : null;
}

export function getSession(): AuthSession | null {
  return readSession();
}

export function isSignedIn(): boolean {
  return onServer() ? (renderRequest()?.session ?? null) !== null : readSession() !== null;
}

export function saveSession(session: AuthSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  localStorage.removeItem(LOCKED_KEY);
  notify();
}

/** Forgets the session; the other tabs go to sign-in too, saying `reason` if given. */
export function clearSession(reason: SignOutReason | null = null): void {
  endedElsewhere = null;
  if (reason) localStorage.setItem(ENDED_KEY, reason);
  else localStorage.removeItem(ENDED_KEY);
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(LOCKED_KEY);
  notify();
}

export function isSessionLocked(): boolean {
  if (onServer()) return renderRequest()?.session === 'locked';
  return readSession() !== null && localStorage.getItem(LOCKED_KEY) === 'true';
}

export function setSessionLocked(locked: boolean): void {
  if (locked) localStorage.setItem(LOCKED_KEY, 'true');
  else localStorage.removeItem(LOCKED_KEY);
  notify();
}

/** Listens to other tabs only while someone here listens (a page the server renders has no window). */
export function subscribeToSession(listener: Listener): () => void {
  if (onServer()) return () => {};
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): AuthSession | null {
  return useSyncExternalStore(subscribeToSession, readSession, () => null);
}

export function useSessionLocked(): boolean {
  return useSyncExternalStore(subscribeToSession, isSessionLocked, isSessionLocked);
}
