import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/shared/banking/test-utils';
import { DEFAULT_CLIENT_CONFIG, setClientConfig } from '@/shared/config/client-config';
import { testSession as session } from '@/shared/testing/test-session';
import { signInWithPasskey, startPasskeyAutofill } from './passkey-sign-in';

const ceremony = {
  ceremonyId: '0b9f3c52-3c1e-4a8e-9d2b-6f1a2c3d4e5f',
  options: { challenge: 'Y2hhbGxlbmdl', userVerification: 'required' },
};

/** A browser that reads WebAuthn JSON and offers passkeys in the autofill; its credential, in JSON. */
class Credential {
  static parseRequestOptionsFromJSON = (json: unknown) => json;
  static isConditionalMediationAvailable = () => Promise.resolve(true);
  toJSON() {
    return {
      id: 'a2V5',
      rawId: 'a2V5',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'Y2Q', authenticatorData: 'YWQ', signature: 'c2ln' },
    };
  }
}

/** The server's answers: the ceremony's options, and what the picked passkey's sign-in gets. */
function stubServer(options: () => Response, signIn: () => Response = () => json(session)) {
  const fetch = vi.fn(async (path: string) => (path === '/api/auth/passkey/options' ? options() : signIn()));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The browser's `navigator.credentials.get`: each call answered by the next of `answers`. */
function stubBrowser(...answers: (() => Promise<unknown>)[]) {
  const get = vi.fn(() => (answers.shift() ?? (() => new Promise(() => {})))());
  vi.stubGlobal('navigator', { credentials: { get } });
  return get;
}
const picked = () => Promise.resolve(new Credential());
const refused = (name: string) => () => Promise.reject(new DOMException('refused', name));
const refusal = (code: string, status: number) => () =>
  json({ statusCode: status, code, message: code }, status);

/** What the autofill reported once it has had its answers (they are all at once: a task later, all is done). */
async function autofill() {
  const onSession = vi.fn();
  const onError = vi.fn();
  const stop = startPasskeyAutofill(onSession, onError);
  await vi.waitFor(() => expect(navigator.credentials.get).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  stop();
  return {
    onSession,
    onError,
    errors: onError.mock.calls.map(([error]) => (error as { code: string }).code),
  };
}

beforeEach(() => {
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PublicKeyCredential', Credential);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setClientConfig(DEFAULT_CLIENT_CONFIG);
});

describe("the sign-in page's passkey autofill", () => {
  it('signs in with the passkey picked in the field', async () => {
    stubServer(() => json(ceremony));
    stubBrowser(picked);
    const { onSession, onError } = await autofill();
    expect(onSession).toHaveBeenCalledWith(session);
    expect(onError).not.toHaveBeenCalled();
  });

  it('is not offered, and asks the server nothing, on a host outside the relying party', async () => {
    setClientConfig({ ...DEFAULT_CLIENT_CONFIG, passkeyRelyingPartyId: 'bank.example' });
    const fetch = stubServer(() => json(ceremony));
    const get = stubBrowser(picked);
    const onError = vi.fn();
    startPasskeyAutofill(vi.fn(), onError)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('says nothing of a failure before a passkey is picked: the browser refusing, aborting, or the server', async () => {
    stubServer(() => json(ceremony));
    stubBrowser(refused('SecurityError'));
    expect((await autofill()).onError).not.toHaveBeenCalled();

    stubBrowser(refused('AbortError'));
    expect((await autofill()).onError).not.toHaveBeenCalled();

    const fetch = stubServer(refusal('SERVICE_UNAVAILABLE', 503));
    stubBrowser(picked);
    const onError = vi.fn();
    const stop = startPasskeyAutofill(vi.fn(), onError);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(onError).not.toHaveBeenCalled();
    expect(navigator.credentials.get).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a picked passkey, and offers a fresh challenge for an expired one", async () => {
    stubServer(() => json(ceremony), refusal('PASSKEY_NOT_RECOGNIZED', 403));
    stubBrowser(picked, picked);
    expect((await autofill()).errors).toEqual(['PASSKEY_NOT_RECOGNIZED']);
    expect(navigator.credentials.get).toHaveBeenCalledOnce();

    const answers = [refusal('PASSKEY_CEREMONY_EXPIRED', 400), () => json(session)];
    stubServer(
      () => json(ceremony),
      () => answers.shift()!(),
    );
    stubBrowser(picked, picked);
    const { errors, onSession } = await autofill();
    expect(errors).toEqual(['PASSKEY_CEREMONY_EXPIRED']);
    expect(onSession).toHaveBeenCalledWith(session);
  });
});

describe("the sign-in page's passkey button", () => {
  it('says where passkeys work, without asking the server, on a host outside the relying party', async () => {
    setClientConfig({ ...DEFAULT_CLIENT_CONFIG, passkeyRelyingPartyId: 'bank.example' });
    const fetch = stubServer(() => json(ceremony));
    await expect(signInWithPasskey()).rejects.toMatchObject({ code: 'PASSKEY_WRONG_HOST' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the browser's failure, which the autofill keeps to itself", async () => {
    stubServer(() => json(ceremony));
    stubBrowser(refused('SecurityError'));
    await expect(signInWithPasskey()).rejects.toMatchObject({ code: 'PASSKEY_BROWSER_FAILED' });
  });
});
