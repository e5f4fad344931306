import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession, setSessionLocked } from '@/shared/session/session-store';
import { testSession } from '@/shared/testing/test-session';
import { createQueryClient } from './query-client';

const customer = (id: string, accessToken = 'token') => ({
  ...testSession,
  accessToken,
  user: { ...testSession.user, id },
});

describe('the query client', () => {
  afterEach(() => clearSession());

  it("forgets the last customer's answers when another customer signs in", () => {
    saveSession(customer('customer-a'));
    const queryClient = createQueryClient();
    queryClient.setQueryData(['accounts'], ['account of A']);

    clearSession();
    expect(queryClient.getQueryData(['accounts'])).toEqual(['account of A']);
    saveSession(customer('customer-b'));
    expect(queryClient.getQueryData(['accounts'])).toBeUndefined();
  });

  it('keeps them for the same customer: a new session, a lock, a sign-out and back', () => {
    const queryClient = createQueryClient();
    saveSession(customer('customer-a'));
    queryClient.setQueryData(['accounts'], ['account of A']);

    saveSession(customer('customer-a', 'token-2'));
    setSessionLocked(true);
    setSessionLocked(false);
    clearSession();
    saveSession(customer('customer-a', 'token-3'));
    expect(queryClient.getQueryData(['accounts'])).toEqual(['account of A']);
  });
});
