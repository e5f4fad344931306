import { z } from 'zod';
import { DeviceUniqueIdSchema } from './auth.ts';
import { OtpCodeSchema } from './transactions.ts';

/**
 * Passkeys (WebAuthn, decision 030). The options and credentials cross JSON in the WebAuthn Level 3 JSON forms
 * (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON`, ...): binary values as base64url strings.
 * The server asks for no extensions, so the options carry none.
 */

const Base64Url = z.string().regex(/^[A-Za-z0-9_-]*$/, 'base64url');
const Transports = z.array(z.string().max(32)).max(10);
const CredentialDescriptorSchema = z.object({
  id: Base64Url.max(1024),
  type: z.string().max(32),
  transports: Transports.optional(),
});
const ExtensionsSchema = z.record(z.string(), z.unknown());
const HintsSchema = z.array(z.enum(['security-key', 'client-device', 'hybrid'])).optional();

export const PasskeyNameSchema = z
  .string()
  .trim()
  .min(1, 'passkeyName.required')
  .max(40, 'passkeyName.tooLong');

/** What the browser is asked to create: `navigator.credentials.create({publicKey})`, in JSON. */
export const PasskeyCreationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: Base64Url, name: z.string(), displayName: z.string() }),
  challenge: Base64Url,
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(CredentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  hints: HintsSchema,
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptionsSchema>;

/** What the browser is asked to sign: `navigator.credentials.get({publicKey})`, in JSON. */
export const PasskeyRequestOptionsSchema = z.object({
  challenge: Base64Url,
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(CredentialDescriptorSchema).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
  hints: HintsSchema,
});
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptionsSchema>;

const credentialFields = {
  id: Base64Url.min(1).max(1024),
  rawId: Base64Url.min(1).max(1024),
  type: z.literal('public-key'),
  clientExtensionResults: ExtensionsSchema,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** The new credential the browser answers `create` with (`RegistrationResponseJSON`). */
export const PasskeyRegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: Base64Url.max(8192),
    attestationObject: Base64Url.max(65536),
    authenticatorData: Base64Url.max(65536).optional(),
    transports: Transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: Base64Url.max(8192).optional(),
  }),
});

/** The assertion the browser answers `get` with (`AuthenticationResponseJSON`). */
export const PasskeyAssertionSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: Base64Url.max(8192),
    authenticatorData: Base64Url.max(65536),
    signature: Base64Url.max(2048),
    userHandle: Base64Url.max(256).optional(),
  }),
});
export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>;

/** A ceremony the server started: its id (sent back with the browser's answer) and the browser's options. */
const ceremony = <S extends z.ZodType>(options: S) => z.object({ ceremonyId: z.uuid(), options });

/** POST /api/passkeys/registration-options: a name and the one-time code (POST /api/passkeys/otp) confirm adding. */
export const PasskeyRegistrationOptionsRequestSchema = z.object({
  name: PasskeyNameSchema,
  challengeId: z.uuid(),
  code: OtpCodeSchema,
});
export type PasskeyRegistrationOptionsRequest = z.input<typeof PasskeyRegistrationOptionsRequestSchema>;
export const PasskeyRegistrationOptionsSchema = ceremony(PasskeyCreationOptionsSchema);
export type PasskeyRegistrationOptions = z.infer<typeof PasskeyRegistrationOptionsSchema>;

/** POST /api/passkeys: the browser's new credential for the ceremony. */
export const AddPasskeyRequestSchema = z.object({
  ceremonyId: z.uuid(),
  credential: PasskeyRegistrationResponseSchema,
});
export type AddPasskeyRequest = z.infer<typeof AddPasskeyRequestSchema>;

/** One of the customer's passkeys: where it was added (from the browser that added it) and when last used. */
export const PasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  device: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** Synced between the customer's devices by their passkey provider (a multi-device credential). */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

/** GET /api/passkeys, newest first. */
export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) });
export type PasskeyList = z.infer<typeof PasskeyListSchema>;

export const PasskeyIdParamsSchema = z.object({ id: z.uuid() });

/** PATCH /api/passkeys/:id */
export const RenamePasskeyRequestSchema = z.object({ name: PasskeyNameSchema });
export type RenamePasskeyRequest = z.input<typeof RenamePasskeyRequestSchema>;

/** POST /api/auth/passkey/options (sign-in) and /api/auth/passkey/unlock-options (an idle-locked session). */
export const PasskeySignInOptionsSchema = ceremony(PasskeyRequestOptionsSchema);
export type PasskeySignInOptions = z.infer<typeof PasskeySignInOptionsSchema>;

/** POST /api/auth/passkey/sign-in: answered like a password sign-in (`AuthSession`). */
export const PasskeySignInRequestSchema = z.object({
  ceremonyId: z.uuid(),
  credential: PasskeyAssertionSchema,
  deviceUniqueId: DeviceUniqueIdSchema,
});
export type PasskeySignInRequest = z.infer<typeof PasskeySignInRequestSchema>;

/** POST /api/auth/passkey/unlock: answered like unlock-session (`AuthSession`). */
export const PasskeyUnlockRequestSchema = z.object({
  ceremonyId: z.uuid(),
  credential: PasskeyAssertionSchema,
});
export type PasskeyUnlockRequest = z.infer<typeof PasskeyUnlockRequestSchema>;
