/**
 * Why the customer finds themselves signed out, which the sign-in page says (`?signedOut=`): they signed out in
 * another tab or window of this browser, their password was changed or reset, the session was ended from the list
 * of sessions in settings, or its time ran out. Small, for the route tree (decision 039).
 */
export const SIGN_OUT_REASONS = [
  'elsewhere',
  'password-changed',
  'password-reset',
  'revoked',
  'expired',
] as const;
export type SignOutReason = (typeof SIGN_OUT_REASONS)[number];

/** The server's refusal of an ended session (its catalogue, apps/server/src/errors.ts) for each reason. */
const REASON_OF_CODE: Record<string, SignOutReason> = {
  SESSION_SIGNED_OUT: 'elsewhere',
  SESSION_PASSWORD_CHANGED: 'password-changed',
  SESSION_PASSWORD_RESET: 'password-reset',
  SESSION_REVOKED: 'revoked',
  SESSION_EXPIRED: 'expired',
};

/** The reason a refusal's code gives, or null for a refusal that says none (a token that is not ours). */
export const signOutReasonOf = (code: string): SignOutReason | null => REASON_OF_CODE[code] ?? null;

export const isSignOutReason = (value: unknown): value is SignOutReason =>
  (SIGN_OUT_REASONS as readonly unknown[]).includes(value);
