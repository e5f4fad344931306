import { useMutation } from '@tanstack/react-query';
import { PasskeyRegistrationOptionsSchema, type PasskeyRegistrationOptionsRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

/** With the name and the code: the ceremony that creates the passkey (options for the browser). */
export function passkeyRegistrationOptions(body: PasskeyRegistrationOptionsRequest) {
  return apiRequest('/api/passkeys/registration-options', {
    method: 'POST',
    body,
    schema: PasskeyRegistrationOptionsSchema,
  });
}

export const usePasskeyRegistrationOptions = () => useMutation({ mutationFn: passkeyRegistrationOptions });
