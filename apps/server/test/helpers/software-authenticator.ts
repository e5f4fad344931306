import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRequestOptions } from '@taka/contracts';

/**
 * A software passkey authenticator for the server tests: ES256 keys from node:crypto, attestation "none", user
 * verified, a signature counter that moves on with each use. It answers the options the server sends the way a
 * browser would (clientDataJSON with the page's origin), so a test can also lie about the origin or the
 * relying party, or replay what it signed.
 */
export class SoftwareAuthenticator {
  readonly origin: string;
  readonly #credentials = new Map<string, { key: KeyObject; rpId: string; userHandle: string }>();
  #signCount = 0;

  constructor(origin: string) {
    this.origin = origin;
  }

  /** The id of the one credential it created last. */
  get credentialId(): string {
    const ids = [...this.#credentials.keys()];
    return ids[ids.length - 1]!;
  }

  /** Answers `navigator.credentials.create`: a new discoverable credential for the options' user. */
  create(options: PasskeyCreationOptions, lie: { origin?: string; rpId?: string } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16).toString('base64url');
    const rpId = lie.rpId ?? options.rp.id!;
    this.#credentials.set(id, { key: privateKey, rpId, userHandle: options.user.id });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idBytes = Buffer.from(id, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(idBytes.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, idBytes, isoCBOR.encode(coseKey)]);
    const authData = this.#authenticatorData(rpId, 0x45, attested); // UP + UV + AT
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id,
      rawId: id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.#clientData('webauthn.create', options.challenge, lie.origin),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
    };
  }

  /**
   * Answers `navigator.credentials.get` with its credential `credentialId` (by default the last one): signs the
   * challenge. `keepCounter` signs without moving the counter on, as a cloned authenticator would.
   */
  get(
    options: PasskeyRequestOptions,
    lie: { origin?: string; rpId?: string; credentialId?: string; keepCounter?: boolean } = {},
  ): PasskeyAssertion {
    const id = lie.credentialId ?? this.credentialId;
    const credential = this.#credentials.get(id);
    if (!credential) throw new Error(`no credential ${id}`);
    if (lie.keepCounter) this.#signCount -= 1;
    const authenticatorData = this.#authenticatorData(lie.rpId ?? credential.rpId, 0x05); // UP + UV
    const clientDataJSON = this.#clientData('webauthn.get', options.challenge, lie.origin);
    const signature = createSign('sha256')
      .update(Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, 'base64url'))]))
      .sign(credential.key);
    return {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: credential.userHandle,
      },
    };
  }

  #authenticatorData(rpId: string, flags: number, attested: Buffer = Buffer.alloc(0)): Buffer {
    this.#signCount += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.#signCount);
    return Buffer.concat([sha256(Buffer.from(rpId)), Buffer.from([flags]), counter, attested]);
  }

  #clientData(type: string, challenge: string, origin = this.origin): string {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString('base64url');
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();
