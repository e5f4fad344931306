import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRequestOptions } from '@taka/contracts';
import { ApiRequestError } from '@/shared/api/api-error';
import { passkeyRelyingPartyId } from '@/shared/config/client-config';

/**
 * The browser's side of a passkey ceremony. A browser that reads and writes WebAuthn's JSON forms itself (Chromium
 * 129, Firefox 119, Safari 18.4) signs in with no library; @simplewebauthn/browser is loaded otherwise, and to create
 * a passkey, only when a ceremony starts (it is never in a page's first chunks, decisions 030 and 050). A failure of
 * the browser's own is an ApiRequestError with a code of its own (`PASSKEY_CANCELLED`, ...), so forms show it like a
 * server's refusal, from the translation files.
 */
const loadLibrary = () => import('@simplewebauthn/browser');

/**
 * Whether a page at `hostname` (lower case, as URLs give it) can use the passkeys of the relying party `rpId` (a
 * lower-case domain, config.ts): WebAuthn allows the party's own domain and those below it, in a secure context only
 * (https, or http on localhost). Anywhere else (an IP address, another name for the server) every ceremony fails.
 */
export function passkeysWorkAt(hostname: string, rpId: string, secureContext: boolean): boolean {
  return secureContext && (hostname === rpId || hostname.endsWith(`.${rpId}`));
}

const passkeysWorkHere = () =>
  passkeysWorkAt(location.hostname, passkeyRelyingPartyId(), window.isSecureContext);

const browserReadsWebAuthnJson = () =>
  typeof window.PublicKeyCredential === 'function' &&
  typeof PublicKeyCredential.parseRequestOptionsFromJSON === 'function';

/** The ceremony this page has going without the library: one at a time, as the library keeps them. */
let ceremony: AbortController | undefined;
function startCeremony(): AbortSignal {
  ceremony?.abort();
  ceremony = new AbortController();
  return ceremony.signal;
}

type BrowserFailure =
  | 'PASSKEY_UNSUPPORTED'
  | 'PASSKEY_WRONG_HOST'
  | 'PASSKEY_CANCELLED'
  | 'PASSKEY_ALREADY_ON_DEVICE'
  | 'PASSKEY_BROWSER_FAILED';

const failure = (code: BrowserFailure) => new ApiRequestError({ statusCode: 0, code, message: code });

function browserFailure(error: unknown): ApiRequestError {
  const { name, code } = error as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return failure('PASSKEY_ALREADY_ON_DEVICE');
  // The customer closed the browser's prompt, it timed out, or another ceremony took its place.
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return failure('PASSKEY_CANCELLED');
  return failure('PASSKEY_BROWSER_FAILED');
}

/**
 * Refuses a passkey flow that cannot work on this page (`PASSKEY_WRONG_HOST`): each calls it before it asks the server
 * for anything (a ceremony, a one-time code).
 */
export function ensurePasskeysWorkHere(): void {
  if (!passkeysWorkHere()) throw failure('PASSKEY_WRONG_HOST');
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
  if (!browserReadsWebAuthnJson()) {
    const { startAuthentication } = await withLibrary();
    return startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill }).catch(
      (error: unknown) => {
        throw browserFailure(error);
      },
    );
  }
  // The autofill offers the device's passkeys for this site: it takes no list of allowed ones.
  const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(
    autofill ? { ...options, allowCredentials: [] } : options,
  );
  const credential = await navigator.credentials
    .get({ publicKey, mediation: autofill ? 'conditional' : undefined, signal: startCeremony() })
    .catch((error: unknown) => {
      throw browserFailure(error);
    });
  if (!(credential instanceof PublicKeyCredential)) throw failure('PASSKEY_BROWSER_FAILED');
  return assertionOf(credential);
}

/** The credential's JSON form, less the members a browser writes as null where the contract leaves them out. */
function assertionOf(credential: PublicKeyCredential): PasskeyAssertion {
  const { response, authenticatorAttachment, ...json } = credential.toJSON() as PasskeyAssertion;
  const { userHandle, ...signed } = response;
  return {
    ...json,
    response: userHandle ? { ...signed, userHandle } : signed,
    ...(authenticatorAttachment ? { authenticatorAttachment } : {}),
  };
}

/** Whether the browser offers passkeys in a field's autofill suggestions (conditional mediation) on this page. */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysWorkHere() || typeof window.PublicKeyCredential !== 'function') return false;
  return (await PublicKeyCredential.isConditionalMediationAvailable?.()) ?? false;
}

/** Ends a ceremony still waiting (the autofill of a page that is left). */
export async function cancelPasskeyCeremony(): Promise<void> {
  if (browserReadsWebAuthnJson()) ceremony?.abort();
  else (await loadLibrary()).WebAuthnAbortService.cancelCeremony();
}
