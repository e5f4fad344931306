import { z } from 'zod';

export const LanguageSchema = z.object({
  code: z.string().min(2).max(8),
  name: z.string(),
  nativeName: z.string(),
  /** JSON text of the language's translations (SPEC 7.2); the client treats unparsable text as {}. */
  bilingualData: z.string(),
});
export type Language = z.infer<typeof LanguageSchema>;

/** Banking-style envelope used by the meta and notification services (SPEC 7.2). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ responseCode: z.string(), responseMessage: z.string(), data });

export const ActiveLanguagesResponseSchema = envelope(z.array(LanguageSchema.omit({ bilingualData: true })));
export const LanguageByCodeResponseSchema = envelope(LanguageSchema);

/** What the web app needs to know about the server before it renders. */
export const ClientConfigSchema = z.object({
  demoLayer: z.boolean(),
  idleLockMinutes: z.number().int().positive(),
  /** The passkeys' relying party (WEBAUTHN_RP_ID): they work on a page of this domain or below it, nowhere else. */
  passkeyRelyingPartyId: z.string().min(1),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

/** The shared operation-successful code of the banking envelope. */
export const RESPONSE_OK = 'S100000';

/**
 * A banking-envelope failure (e.g. an unknown language code, 404): the envelope with `data: null`, carrying the
 * ApiError fields too so that both kinds of client code can read it.
 */
export const EnvelopeErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  responseCode: z.string(),
  responseMessage: z.string(),
  data: z.null(),
});
export type EnvelopeError = z.infer<typeof EnvelopeErrorSchema>;
