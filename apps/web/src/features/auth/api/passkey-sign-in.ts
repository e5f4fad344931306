import { AuthSessionSchema, PasskeySignInOptionsSchema, type AuthSession } from '@taka/contracts';
import { ApiRequestError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/http-client';
import {
  cancelPasskeyCeremony,
  getPasskeyAssertion,
  isPasskeyCancelled,
  passkeyAutofillSupported,
} from '@/shared/passkeys/ceremony';
import { getDeviceUniqueId } from '@/shared/session/device-id';

/**
 * Signing in with a passkey: a ceremony from the server, the browser's assertion, the session. The WebAuthn library
 * loads only when a ceremony starts (decision 030).
 */
export async function signInWithPasskey(autofill = false): Promise<AuthSession> {
  const { ceremonyId, options } = await apiRequest('/api/auth/passkey/options', {
    method: 'POST',
    schema: PasskeySignInOptionsSchema,
    session: null,
  });
  const credential = await getPasskeyAssertion(options, autofill);
  return apiRequest('/api/auth/passkey/sign-in', {
    method: 'POST',
    body: { ceremonyId, credential, deviceUniqueId: getDeviceUniqueId() },
    schema: AuthSessionSchema,
    session: null,
  });
}

/**
 * Offers the customer's passkeys in the e-mail field's autofill until one is picked (then `onSession`), the page
 * is left (the returned stop) or another ceremony (the button) takes its place. A failure is shown (`onError`)
 * and ends the offer; the button is there to try again.
 */
export function startPasskeyAutofill(
  onSession: (session: AuthSession) => void,
  onError: (error: unknown) => void,
): () => void {
  let stopped = false;
  void (async () => {
    if (!(await passkeyAutofillSupported())) return;
    while (!stopped) {
      try {
        const session = await signInWithPasskey(true);
        if (!stopped) onSession(session);
        return;
      } catch (error) {
        if (stopped || isPasskeyCancelled(error)) return;
        onError(error);
        // a challenge that expired while the page stood open: the field offers the passkeys again, with a fresh one
        if (!(error instanceof ApiRequestError && error.code === 'PASSKEY_CEREMONY_EXPIRED')) return;
      }
    }
  })();
  return () => {
    stopped = true;
    void cancelPasskeyCeremony();
  };
}
