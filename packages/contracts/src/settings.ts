import { z } from 'zod';
import { NewPasswordSchema } from './auth.ts';
import { LanguageCodeSchema } from './documents.ts';

/** One of the customer's active sessions, as the devices list shows it (GET api/settings/sessions). */
export const ActiveSessionSchema = z.object({
  id: z.uuid(),
  /** Device, browser and OS read from the session's user agent; null where it does not tell. */
  device: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string(),
  signedInAt: z.iso.datetime(),
  lastActivityAt: z.iso.datetime(),
  signInMethod: z.enum(['password', 'passkey']),
  /** The session making this request. */
  thisDevice: z.boolean(),
  /** Idle-locked: it waits for its password again. */
  locked: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

export const ActiveSessionsSchema = z.object({ sessions: z.array(ActiveSessionSchema) });
export type ActiveSessions = z.infer<typeof ActiveSessionsSchema>;

/** POST api/settings/sessions/sign-out-others: how many sessions it ended. */
export const SignedOutSessionsSchema = z.object({ signedOut: z.number().int().nonnegative() });
export type SignedOutSessions = z.infer<typeof SignedOutSessionsSchema>;

export const SessionIdParamsSchema = z.object({ sessionId: z.uuid() });

/**
 * POST api/settings/change-password: the signed-in customer's current password and a new one (the shared rules).
 * Every other session is signed out; this one stays.
 */
export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, 'password.required').max(128),
    newPassword: NewPasswordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'password.sameAsCurrent',
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** Which transactional alerts also go by SMS (GET and PUT api/settings/notification-preferences). */
export const NotificationPreferencesSchema = z.strictObject({
  smsAlerts: z.strictObject({
    /** Money the customer sent or paid: a transfer's outcome. */
    moneySent: z.boolean(),
    /** Money another customer of the bank sent them. */
    moneyReceived: z.boolean(),
  }),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** What a profile picture may be, checked again from its bytes by the server. */
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** The name of the multipart form's one part that carries the picture. */
export const PROFILE_PICTURE_FIELD = 'picture';

/** PUT api/settings/language: the language the customer chose, which the server then writes to them in. */
export const LanguageChoiceSchema = z.strictObject({ language: LanguageCodeSchema });
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>;
