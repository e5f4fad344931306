import { useMutation } from '@tanstack/react-query';
import { OtpChallengeSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { ensurePasskeysWorkHere } from '@/shared/passkeys/ceremony';

/** Sends the one-time code that confirms adding a passkey, where a passkey can be added. */
export async function requestPasskeyCode() {
  ensurePasskeysWorkHere();
  return apiRequest('/api/passkeys/otp', { method: 'POST', schema: OtpChallengeSchema });
}

export const useRequestPasskeyCode = () => useMutation({ mutationFn: requestPasskeyCode });
