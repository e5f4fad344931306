import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasskeyRequestOptions } from '@taka/contracts';
import { cancelPasskeyCeremony, getPasskeyAssertion, isPasskeyCancelled } from './ceremony';

const library = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));
vi.mock('@simplewebauthn/browser', () => library);

const options: PasskeyRequestOptions = {
  challenge: 'Y2hhbGxlbmdl',
  allowCredentials: [{ id: 'a2V5', type: 'public-key' }],
  userVerification: 'required',
};

/** A browser's PublicKeyCredential, whose JSON form has the nulls a browser may write. */
class FakeCredential {
  toJSON() {
    return {
      id: 'a2V5',
      rawId: 'a2V5',
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: null,
      response: { clientDataJSON: 'Y2Q', authenticatorData: 'YWQ', signature: 'c2ln', userHandle: null },
    };
  }
}

/** What `navigator.credentials.get` was asked; it answers when told, or fails as the browser would when aborted. */
function fakeCredentials() {
  const asked: CredentialRequestOptions[] = [];
  const get = vi.fn(
    (request: CredentialRequestOptions) =>
      new Promise((resolve, reject) => {
        asked.push(request);
        const answer = setTimeout(() => resolve(new PublicKeyCredential()), 10);
        request.signal?.addEventListener('abort', () => {
          clearTimeout(answer);
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      }),
  );
  vi.stubGlobal('navigator', { credentials: { get } });
  return asked;
}

describe('a passkey assertion', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  describe('in a browser that reads WebAuthn JSON', () => {
    beforeEach(() => {
      class JsonReadingCredential extends FakeCredential {
        static parseRequestOptionsFromJSON = (json: PasskeyRequestOptions) => ({ parsed: json });
      }
      vi.stubGlobal('PublicKeyCredential', JsonReadingCredential);
    });

    it("is the browser's own JSON, less its nulls, without the library", async () => {
      const asked = fakeCredentials();
      await expect(getPasskeyAssertion(options)).resolves.toEqual({
        id: 'a2V5',
        rawId: 'a2V5',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'Y2Q', authenticatorData: 'YWQ', signature: 'c2ln' },
      });
      expect(asked[0]).toMatchObject({ publicKey: { parsed: options }, mediation: undefined });
      expect(library.startAuthentication).not.toHaveBeenCalled();
    });

    it("offers any of the device's passkeys in the autofill, and ends when another ceremony starts or the page stops it", async () => {
      const asked = fakeCredentials();
      const autofill = getPasskeyAssertion(options, true).catch((error: unknown) => error);
      const button = getPasskeyAssertion(options);
      expect(asked[0]).toMatchObject({
        mediation: 'conditional',
        publicKey: { parsed: { ...options, allowCredentials: [] } },
      });
      expect(isPasskeyCancelled(await autofill)).toBe(true);
      await expect(button).resolves.toMatchObject({ id: 'a2V5' });

      const left = getPasskeyAssertion(options, true).catch((error: unknown) => error);
      await cancelPasskeyCeremony();
      expect(isPasskeyCancelled(await left)).toBe(true);
      expect(library.WebAuthnAbortService.cancelCeremony).not.toHaveBeenCalled();
    });
  });

  it('comes from the library in a browser that does not read WebAuthn JSON', async () => {
    vi.stubGlobal('PublicKeyCredential', FakeCredential);
    library.startAuthentication.mockResolvedValue({ id: 'from-library' });
    await expect(getPasskeyAssertion(options, true)).resolves.toEqual({ id: 'from-library' });
    expect(library.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: options,
      useBrowserAutofill: true,
    });
  });
});
