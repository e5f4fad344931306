import { z } from 'zod';
import { DeviceUniqueIdSchema } from './auth.ts';

/**
 * Signing in and unlocking with a passkey (WebAuthn, decision 030); `passkeys.ts` has adding and managing them. The
 * options and credentials cross JSON in the WebAuthn Level 3 JSON forms (`PublicKeyCredentialRequestOptionsJSON`,
 * `AuthenticationResponseJSON`, ...): binary values as base64url strings. The server asks for no extensions, so the
 * options carry none. Apart from `passkeys.ts` so that the sign-in page loads no more than it needs.
 */

export const Base64UrlSchema = z.string().regex(/^[A-Za-z0-9_-]*$/, 'base64url');
export const PasskeyTransportsSchema = z.array(z.string().max(32)).max(10);
export const PasskeyCredentialDescriptorSchema = z.object({
  id: Base64UrlSchema.max(1024),
  type: z.string().max(32),
  transports: PasskeyTransportsSchema.optional(),
});
const ExtensionsSchema = z.record(z.string(), z.unknown());
export const PasskeyHintsSchema = z.array(z.enum(['security-key', 'client-device', 'hybrid'])).optional();

/** What the browser is asked to sign: `navigator.credentials.get({publicKey})`, in JSON. */
export const PasskeyRequestOptionsSchema = z.object({
  challenge: Base64UrlSchema,
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(PasskeyCredentialDescriptorSchema).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
  hints: PasskeyHintsSchema,
});
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptionsSchema>;

export const passkeyCredentialFields = {
  id: Base64UrlSchema.min(1).max(1024),
  rawId: Base64UrlSchema.min(1).max(1024),
  type: z.literal('public-key'),
  clientExtensionResults: ExtensionsSchema,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** The assertion the browser answers `get` with (`AuthenticationResponseJSON`). */
export const PasskeyAssertionSchema = z.object({
  ...passkeyCredentialFields,
  response: z.object({
    clientDataJSON: Base64UrlSchema.max(8192),
    authenticatorData: Base64UrlSchema.max(65536),
    signature: Base64UrlSchema.max(2048),
    userHandle: Base64UrlSchema.max(256).optional(),
  }),
});
export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>;

/** A ceremony the server started: its id (sent back with the browser's answer) and the browser's options. */
export const passkeyCeremony = <S extends z.ZodType>(options: S) =>
  z.object({ ceremonyId: z.uuid(), options });

/** POST /api/auth/passkey/options (sign-in) and /api/auth/passkey/unlock-options (an idle-locked session). */
export const PasskeySignInOptionsSchema = passkeyCeremony(PasskeyRequestOptionsSchema);
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
