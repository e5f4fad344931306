import { z } from 'zod';
import type { AuthSession } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { clearSession, getSession } from './session-store';

/** Ends a session on the server, best effort: an expired one is gone already. */
export async function endServerSession(session: AuthSession): Promise<void> {
  try {
    await apiRequest('/api/auth/sign-out', { method: 'POST', schema: z.unknown(), session });
  } catch {
    // Signing out locally matters more than the server's answer.
  }
}

/** Ends the stored session on the server and forgets it here. */
export async function signOut(): Promise<void> {
  const session = getSession();
  if (session) await endServerSession(session);
  clearSession();
}
