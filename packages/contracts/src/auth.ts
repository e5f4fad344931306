import { z } from 'zod';
import { LanguageCodeSchema } from './documents.ts';

export const EmailSchema = z
  .email('email.invalid')
  .max(254)
  .transform((email) => email.toLowerCase());
/** At least 8 characters with a letter and a digit; the server hashes it with argon2id. */
export const NewPasswordSchema = z
  .string()
  .min(8, 'password.tooShort')
  .max(128, 'password.tooLong')
  .regex(/[A-Za-z]/, 'password.needsLetter')
  .regex(/\d/, 'password.needsDigit');
export const DeviceUniqueIdSchema = z.uuid();

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  nickname: z.string(),
  /** Profile picture URL, or null when the customer has none (the web app then shows the default avatar). */
  profilePic: z.string().nullable(),
  avatar: z.string().nullable(),
  status: z.enum(['online', 'away', 'busy', 'not-visible']),
});
export type User = z.infer<typeof UserSchema>;

/**
 * The language the customer chose on this device, sent with sign-in, sign-up and a forgotten password when they chose
 * one: the server remembers it and writes to them in it (codes, alerts, notices).
 */
const chosenLanguage = { language: LanguageCodeSchema.optional() };

export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(128),
  deviceUniqueId: DeviceUniqueIdSchema,
  ...chosenLanguage,
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const SignInWithTokenRequestSchema = z.object({
  accessToken: z.string().min(1).max(4096),
  deviceUniqueId: DeviceUniqueIdSchema,
});
export type SignInWithTokenRequest = z.infer<typeof SignInWithTokenRequestSchema>;

/** Unlocking an idle-locked session: the signed-in customer's password again. */
export const UnlockSessionRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(128),
});
export type UnlockSessionRequest = z.infer<typeof UnlockSessionRequestSchema>;

/** The answer of sign-in, sign-in-with-token and unlock-session. */
export const AuthSessionSchema = z.object({
  user: UserSchema,
  accessToken: z.string(),
  tokenType: z.literal('bearer'),
  /** Base64url secret the Session-Data header key is derived from; kept by the client, never logged. */
  sessionKey: z.string(),
  /** The previous successful sign-in (ISO time and IP), null on the first one. */
  lastLoginTime: z.iso.datetime().nullable(),
  lastLoginIp: z.string().nullable(),
  /** Minutes without activity after which the server locks the session. */
  idleLockMinutes: z.number().int().positive(),
});
export type AuthSession = z.infer<typeof AuthSessionSchema>;

/** Registers internet banking for an existing customer, identified by account number and mobile number. */
export const SignUpRequestSchema = z.object({
  accountNumber: z.string().regex(/^\d{13}$/, 'accountNumber.invalid'),
  mobileNumber: z.string().regex(/^01[3-9]\d{8}$/, 'mobileNumber.invalid'),
  email: EmailSchema,
  password: NewPasswordSchema,
  ...chosenLanguage,
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

/** Completes sign-up with the one-time code sent to the customer's mobile. */
export const ConfirmSignUpRequestSchema = z.object({
  email: EmailSchema,
  code: z.string().regex(/^\d{6}$/, 'otp.invalid'),
});
export type ConfirmSignUpRequest = z.infer<typeof ConfirmSignUpRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema, ...chosenLanguage });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  code: z.string().regex(/^\d{6}$/, 'otp.invalid'),
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** Guest page (SPEC 2.1): the customer proves who they are with the current e-mail and password. */
export const ChangeUsernamePasswordRequestSchema = z.object({
  email: EmailSchema,
  currentPassword: z.string().min(1).max(128),
  newEmail: EmailSchema.optional(),
  newPassword: NewPasswordSchema,
});
export type ChangeUsernamePasswordRequest = z.infer<typeof ChangeUsernamePasswordRequestSchema>;

/** Answer of requests that must not reveal whether a customer exists (sign-up, forgot and reset password). */
export const AcceptedSchema = z.object({ accepted: z.literal(true), message: z.string() });
export type Accepted = z.infer<typeof AcceptedSchema>;

/** One message of the development outbox (GET /api/dev/outbox), absent in production. */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  purpose: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  /** A file the e-mail carries (an e-statement's PDF). */
  attachment: z.object({ name: z.string(), type: z.string(), size: z.number().int() }).nullable().optional(),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxSchema = z.object({ messages: z.array(OutboxMessageSchema) });
