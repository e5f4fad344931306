import { z } from 'zod';
import {
  Base64UrlSchema,
  passkeyCeremony,
  passkeyCredentialFields,
  PasskeyCredentialDescriptorSchema,
  PasskeyHintsSchema,
  PasskeyTransportsSchema,
} from './passkey-auth.ts';
import { OtpCodeSchema } from './transactions.ts';

/**
 * Adding and managing passkeys (WebAuthn, decision 030); `passkey-auth.ts` has signing in with them. The options
 * and the new credential cross JSON in the WebAuthn Level 3 JSON forms (`PublicKeyCredentialCreationOptionsJSON`,
 * `RegistrationResponseJSON`): binary values as base64url strings.
 */

export const PasskeyNameSchema = z
  .string()
  .trim()
  .min(1, 'passkeyName.required')
  .max(40, 'passkeyName.tooLong');

/** What the browser is asked to create: `navigator.credentials.create({publicKey})`, in JSON. */
export const PasskeyCreationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: Base64UrlSchema, name: z.string(), displayName: z.string() }),
  challenge: Base64UrlSchema,
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(PasskeyCredentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  hints: PasskeyHintsSchema,
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptionsSchema>;

/** The new credential the browser answers `create` with (`RegistrationResponseJSON`). */
export const PasskeyRegistrationResponseSchema = z.object({
  ...passkeyCredentialFields,
  response: z.object({
    clientDataJSON: Base64UrlSchema.max(8192),
    attestationObject: Base64UrlSchema.max(65536),
    authenticatorData: Base64UrlSchema.max(65536).optional(),
    transports: PasskeyTransportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: Base64UrlSchema.max(8192).optional(),
  }),
});

/** POST /api/passkeys/registration-options: a name and the one-time code (POST /api/passkeys/otp) confirm adding. */
export const PasskeyRegistrationOptionsRequestSchema = z.object({
  name: PasskeyNameSchema,
  challengeId: z.uuid(),
  code: OtpCodeSchema,
});
export type PasskeyRegistrationOptionsRequest = z.input<typeof PasskeyRegistrationOptionsRequestSchema>;
export const PasskeyRegistrationOptionsSchema = passkeyCeremony(PasskeyCreationOptionsSchema);
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
