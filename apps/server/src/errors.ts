/**
 * The one catalogue of error codes the API answers. Each code has one HTTP status and one default message; the
 * `code` is stable (clients switch on it), the message is for people.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  MALFORMED_REQUEST: { status: 400, message: 'The request body could not be read.' },
  OTP_INVALID: { status: 400, message: 'The code is wrong or no longer valid.' },
  /** The two below are for codes of a signed-in session (transfers); a guest's code only ever fails OTP_INVALID. */
  OTP_EXPIRED: { status: 400, message: 'The code has expired. Ask for a new one.' },
  OTP_ATTEMPTS_EXCEEDED: { status: 429, message: 'Too many wrong codes. Ask for a new one.' },
  INVALID_CREDENTIALS: { status: 401, message: 'The e-mail or password is incorrect.' },
  INVALID_TOKEN: { status: 401, message: 'Invalid token' },
  SESSION_REQUIRED: { status: 401, message: 'Please sign in.' },
  SESSION_DATA_INVALID: { status: 401, message: 'The session could not be verified. Please sign in again.' },
  WRONG_PASSWORD: { status: 403, message: 'The password is incorrect.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed.' },
  EMAIL_IN_USE: { status: 409, message: 'This e-mail is already used by another customer.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the body as application/json.' },
  ACCOUNT_LOCKED: {
    status: 423,
    message: 'Sign-in is locked after too many failed attempts. Try again later or reset your password.',
  },
  SESSION_LOCKED: { status: 423, message: 'The session is locked. Enter your password to continue.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** An error a client can act on: answered as `{statusCode, code, message, fields?}` by the error handler. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: { message?: string; fields?: Record<string, string> } = {}) {
    super(options.message ?? ERRORS[code].message);
    this.code = code;
    this.statusCode = ERRORS[code].status;
    this.fields = options.fields;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
