import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PasskeySchema, type PasskeyRegistrationOptions } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { createPasskeyCredential } from '@/shared/passkeys/ceremony';
import { PASSKEYS_KEY } from './get-passkeys';

/** The browser creates the passkey for the ceremony; the server verifies and keeps it. */
export async function addPasskey({ ceremonyId, options }: PasskeyRegistrationOptions) {
  const credential = await createPasskeyCredential(options);
  return apiRequest('/api/passkeys', {
    method: 'POST',
    body: { ceremonyId, credential },
    schema: PasskeySchema,
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}
