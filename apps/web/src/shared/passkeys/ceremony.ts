import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@taka/contracts';
import { ApiRequestError } from '@/shared/api/api-error';

/**
 * The browser's side of a passkey ceremony. @simplewebauthn/browser is loaded only when a ceremony starts (it is
 * never in a page's first chunks, decision 030); a failure of the browser's own is an ApiRequestError with a code
 * of its own (`PASSKEY_CANCELLED`, ...), so forms show it like a server's refusal, from the translation files.
 */
const loadLibrary = () => import('@simplewebauthn/browser');

type BrowserFailure =
  'PASSKEY_UNSUPPORTED' | 'PASSKEY_CANCELLED' | 'PASSKEY_ALREADY_ON_DEVICE' | 'PASSKEY_BROWSER_FAILED';

const failure = (code: BrowserFailure) => new ApiRequestError({ statusCode: 0, code, message: code });

/** The customer closed the browser's prompt, it timed out, or another ceremony took its place. */
export const isPasskeyCancelled = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'PASSKEY_CANCELLED';

function browserFailure(error: unknown): ApiRequestError {
  const { name, code } = error as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return failure('PASSKEY_ALREADY_ON_DEVICE');
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return failure('PASSKEY_CANCELLED');
  return failure('PASSKEY_BROWSER_FAILED');
}

async function withLibrary() {
  const library = await loadLibrary();
  if (!library.browserSupportsWebAuthn()) throw failure('PASSKEY_UNSUPPORTED');
  return library;
}

/** Asks the browser to create a passkey with the server's options: the new credential, in JSON. */
export async function createPasskeyCredential(options: PasskeyCreationOptions) {
  const { startRegistration } = await withLibrary();
  return startRegistration({ optionsJSON: options }).catch((error: unknown) => {
    throw browserFailure(error);
  });
}

/**
 * Asks the browser to sign the server's challenge with a passkey: in a prompt, or (`autofill`) quietly in the
 * suggestions of the field marked `autocomplete="username webauthn"` until the customer picks one there.
 */
export async function getPasskeyAssertion(options: PasskeyRequestOptions, autofill = false) {
  const { startAuthentication } = await withLibrary();
  return startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill }).catch(
    (error: unknown) => {
      throw browserFailure(error);
    },
  );
}

/** Whether the browser offers passkeys in a field's autofill suggestions (conditional mediation). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  const library = await loadLibrary();
  return library.browserSupportsWebAuthn() && (await library.browserSupportsWebAuthnAutofill());
}

/** Ends a ceremony still waiting (the autofill of a page that is left). */
export async function cancelPasskeyCeremony(): Promise<void> {
  (await loadLibrary()).WebAuthnAbortService.cancelCeremony();
}
