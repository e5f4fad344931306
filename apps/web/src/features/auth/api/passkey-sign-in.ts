import { AuthSessionSchema, PasskeySignInOptionsSchema, type AuthSession } from '@taka/contracts';
import { ApiRequestError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/http-client';
import {
  cancelPasskeyCeremony,
  ensurePasskeysWorkHere,
  getPasskeyAssertion,
  passkeyAutofillSupported,
} from '@/shared/passkeys/ceremony';
import { getDeviceUniqueId } from '@/shared/session/device-id';

type PickedPasskey = { ceremonyId: string; credential: Awaited<ReturnType<typeof getPasskeyAssertion>> };

/** A ceremony from the server and the browser's assertion: the passkey the customer picked. */
async function pickPasskey(autofill: boolean): Promise<PickedPasskey> {
  const { ceremonyId, options } = await apiRequest('/api/auth/passkey/options', {
    method: 'POST',
    schema: PasskeySignInOptionsSchema,
    session: null,
  });
  return { ceremonyId, credential: await getPasskeyAssertion(options, autofill) };
}

function signInWith({ ceremonyId, credential }: PickedPasskey): Promise<AuthSession> {
  return apiRequest('/api/auth/passkey/sign-in', {
    method: 'POST',
    body: { ceremonyId, credential, deviceUniqueId: getDeviceUniqueId() },
    schema: AuthSessionSchema,
    session: null,
  });
}

/**
 * Signing in with a passkey (the button): a ceremony from the server, the browser's assertion, the session. The
 * WebAuthn library loads only when a ceremony starts (decision 030).
 */
export async function signInWithPasskey(): Promise<AuthSession> {
  ensurePasskeysWorkHere();
  return signInWith(await pickPasskey(false));
}

/**
 * Offers the customer's passkeys in the e-mail field's autofill, where passkeys work, until one is picked (then
 * `onSession`), the page is left (the returned stop) or another ceremony (the button) takes its place. Nobody asked
 * for the offer: its failures stay silent and end it until the customer picks a passkey (the button is there to try
 * again). What the server answers a picked passkey is shown (`onError`); a challenge that expired while the page
 * stood open is offered again, with a fresh one.
 */
export function startPasskeyAutofill(
  onSession: (session: AuthSession) => void,
  onError: (error: unknown) => void,
): () => void {
  let stopped = false;
  void (async () => {
    if (!(await passkeyAutofillSupported())) return;
    while (!stopped) {
      const picked = await pickPasskey(true).catch(() => null);
      if (stopped || !picked) return;
      try {
        const session = await signInWith(picked);
        if (!stopped) onSession(session);
        return;
      } catch (error) {
        if (stopped) return;
        onError(error);
        if (!(error instanceof ApiRequestError && error.code === 'PASSKEY_CEREMONY_EXPIRED')) return;
      }
    }
  })();
  return () => {
    stopped = true;
    void cancelPasskeyCeremony();
  };
}
