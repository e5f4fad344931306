import { AuthSessionSchema, PasskeySignInOptionsSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { ensurePasskeysWorkHere, getPasskeyAssertion } from '@/shared/passkeys/ceremony';

/** Unlocks the idle-locked session with one of its customer's passkeys, signed with the locked session. */
export async function unlockWithPasskey() {
  ensurePasskeysWorkHere();
  const { ceremonyId, options } = await apiRequest('/api/auth/passkey/unlock-options', {
    method: 'POST',
    schema: PasskeySignInOptionsSchema,
  });
  const credential = await getPasskeyAssertion(options);
  return apiRequest('/api/auth/passkey/unlock', {
    method: 'POST',
    body: { ceremonyId, credential },
    schema: AuthSessionSchema,
  });
}
