import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '@/shared/testing/test-session';
import { clearSession, saveSession, sessionEndedElsewhere, subscribeToSession } from './session-store';
import { signOut } from './sign-out';
import { ENDED_KEY, SESSION_KEY } from './storage-keys';

/** Another tab of the browser forgets the session, writing `reason` first as clearSession does there. */
function anotherTabForgets(reason: string | null) {
  const oldValue = localStorage.getItem(SESSION_KEY);
  if (reason) localStorage.setItem(ENDED_KEY, reason);
  else localStorage.removeItem(ENDED_KEY);
  localStorage.removeItem(SESSION_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, oldValue, newValue: null }));
}

describe('why the session went', () => {
  const listener = vi.fn();
  let unsubscribe = () => {};
  afterEach(() => {
    unsubscribe();
    listener.mockClear();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  const signedIn = () => {
    saveSession(testSession);
    unsubscribe = subscribeToSession(listener);
  };

  it("is the other tab's reason when another tab forgot it", () => {
    signedIn();
    anotherTabForgets('password-changed');
    expect(listener).toHaveBeenCalled();
    expect(sessionEndedElsewhere()).toBe('password-changed');
  });

  it('is nothing when the other tab gave none, or an unknown one', () => {
    signedIn();
    anotherTabForgets(null);
    expect(sessionEndedElsewhere()).toBeNull();
    saveSession(testSession);
    anotherTabForgets('because');
    expect(sessionEndedElsewhere()).toBeNull();
  });

  it('is nothing here when this tab forgot it, and the reason it gave is left for the others', () => {
    signedIn();
    anotherTabForgets('revoked');
    saveSession(testSession);
    clearSession('elsewhere');
    expect(sessionEndedElsewhere()).toBeNull();
    expect(localStorage.getItem(ENDED_KEY)).toBe('elsewhere');
  });

  it('is nothing while a session is stored again', () => {
    signedIn();
    anotherTabForgets('revoked');
    saveSession(testSession);
    expect(sessionEndedElsewhere()).toBeNull();
  });

  it('a sign-out forgets the session here before the server hears of it, telling the others "elsewhere"', async () => {
    signedIn();
    const storedWhenSent: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        storedWhenSent.push(localStorage.getItem(SESSION_KEY));
        return new Response('{"accepted":true,"message":"Signed out."}', { status: 200 });
      }),
    );
    await signOut();
    expect(storedWhenSent).toEqual([null]);
    expect(localStorage.getItem(ENDED_KEY)).toBe('elsewhere');
    expect(sessionEndedElsewhere()).toBeNull();
  });
});
