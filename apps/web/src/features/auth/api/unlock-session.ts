import { useMutation } from '@tanstack/react-query';
import { AuthSessionSchema, type UnlockSessionRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

/** Signed with the locked session, which is the one call such a session may make (docs/decisions/004). */
export function unlockSession(request: UnlockSessionRequest) {
  return apiRequest('/api/auth/unlock-session', { method: 'POST', body: request, schema: AuthSessionSchema });
}

export function useUnlockSession() {
  return useMutation({ mutationFn: unlockSession });
}
