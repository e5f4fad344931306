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

/**
 * Forgets the stored session here (the other tabs go to sign-in saying it was signed out elsewhere), then ends it on
 * the server. In that order: a refusal of the ended session answered meanwhile is then none of this tab's business
 * (http-client.ts), rather than news of a sign-out elsewhere.
 */
export async function signOut(): Promise<void> {
  const session = getSession();
  clearSession('elsewhere');
  if (session) await endServerSession(session);
}
