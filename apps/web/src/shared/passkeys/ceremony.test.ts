import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasskeyRequestOptions } from '@taka/contracts';
import { setClientConfig, DEFAULT_CLIENT_CONFIG } from '@/shared/config/client-config';
import {
  cancelPasskeyCeremony,
  ensurePasskeysWorkHere,
  getPasskeyAssertion,
  passkeyAutofillSupported,
  passkeysWorkAt,
} from './ceremony';

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
      expect(await autofill).toMatchObject({ code: 'PASSKEY_CANCELLED' });
      await expect(button).resolves.toMatchObject({ id: 'a2V5' });

      const left = getPasskeyAssertion(options, true).catch((error: unknown) => error);
      await cancelPasskeyCeremony();
      expect(await left).toMatchObject({ code: 'PASSKEY_CANCELLED' });
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

describe('where passkeys work', () => {
  it("is the relying party's own domain and those below it, in a secure context", () => {
    expect(passkeysWorkAt('localhost', 'localhost', true)).toBe(true);
    expect(passkeysWorkAt('bank.example', 'bank.example', true)).toBe(true);
    expect(passkeysWorkAt('ib.bank.example', 'bank.example', true)).toBe(true);
  });

  it('is nowhere else: an IP address, another domain, one that only ends alike, a page over plain http', () => {
    expect(passkeysWorkAt('127.0.0.1', 'localhost', true)).toBe(false);
    expect(passkeysWorkAt('[::1]', 'localhost', true)).toBe(false);
    expect(passkeysWorkAt('example.com', 'bank.example', true)).toBe(false);
    expect(passkeysWorkAt('evilbank.example', 'bank.example', true)).toBe(false);
    expect(passkeysWorkAt('bank.example', 'ib.bank.example', true)).toBe(false);
    expect(passkeysWorkAt('bank.example', 'bank.example', false)).toBe(false);
  });

  describe('on this page (jsdom: http://localhost)', () => {
    beforeEach(() => {
      vi.stubGlobal('isSecureContext', true);
      vi.stubGlobal(
        'PublicKeyCredential',
        class {
          static isConditionalMediationAvailable = () => Promise.resolve(true);
        },
      );
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      setClientConfig(DEFAULT_CLIENT_CONFIG);
    });

    it("offers the autofill and lets a flow start on the relying party's domain", async () => {
      setClientConfig({ ...DEFAULT_CLIENT_CONFIG, passkeyRelyingPartyId: 'localhost' });
      await expect(passkeyAutofillSupported()).resolves.toBe(true);
      expect(() => ensurePasskeysWorkHere()).not.toThrow();
    });

    it('offers no autofill, and refuses a flow with a code of its own, on a host outside it', async () => {
      setClientConfig({ ...DEFAULT_CLIENT_CONFIG, passkeyRelyingPartyId: 'bank.example' });
      await expect(passkeyAutofillSupported()).resolves.toBe(false);
      expect(() => ensurePasskeysWorkHere()).toThrow(expect.objectContaining({ code: 'PASSKEY_WRONG_HOST' }));
    });

    it('offers no autofill outside a secure context', async () => {
      vi.stubGlobal('isSecureContext', false);
      await expect(passkeyAutofillSupported()).resolves.toBe(false);
    });
  });
});
