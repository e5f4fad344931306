import { useMutation } from '@tanstack/react-query';
import { OtpChallengeSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

/** Sends the one-time code that confirms adding a passkey. */
export function requestPasskeyCode() {
  return apiRequest('/api/passkeys/otp', { method: 'POST', schema: OtpChallengeSchema });
}

export const useRequestPasskeyCode = () => useMutation({ mutationFn: requestPasskeyCode });
