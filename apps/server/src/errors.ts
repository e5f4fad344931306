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
  SERVICE_TOKEN_INVALID: {
    status: 401,
    message:
      "This call is for the bank's systems: send the notification service's credential as a bearer token.",
  },
  SESSION_DATA_INVALID: { status: 401, message: 'The session could not be verified. Please sign in again.' },
  // An ended session: one code for each reason (sessions.end_reason), so the app can say why; never who or where.
  SESSION_SIGNED_OUT: { status: 401, message: 'This session was signed out. Sign in again to continue.' },
  SESSION_PASSWORD_CHANGED: {
    status: 401,
    message: 'You were signed out because your password was changed. Sign in with the new password.',
  },
  SESSION_PASSWORD_RESET: {
    status: 401,
    message: 'You were signed out because your password was reset. Sign in with the new password.',
  },
  SESSION_REVOKED: {
    status: 401,
    message:
      'This session was ended from the list of signed-in devices in settings. Sign in again to continue.',
  },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Sign in again to continue.' },
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

  // Faults (answered with Retry-After): the request changed nothing, or its Idempotency-Key tells on retry.
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'Taka is briefly unavailable. Nothing was lost: please try again in a moment.',
  },
  RATE_LIMIT_UNAVAILABLE: {
    status: 503,
    message: 'Signing in and sending codes are briefly unavailable. Please try again in a minute.',
  },
  NOT_READY: { status: 503, message: 'This server is not ready to take requests.' },
  SHUTTING_DOWN: { status: 503, message: 'This server is restarting. Please try again.' },
  /** More pages asked for than the page renderer can draw soon: the page is refused at once, the API still answers. */
  PAGES_BUSY: {
    status: 503,
    message: 'Taka is very busy just now. This page will open again by itself in a moment.',
  },

  // Money movement (decision 006).
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: 'Send an Idempotency-Key header with this request.' },
  IDEMPOTENCY_IN_FLIGHT: {
    status: 409,
    message: 'This request is still being processed. Try again shortly.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request.',
  },
  OTP_PAYLOAD_MISMATCH: {
    status: 400,
    message: 'The details changed after the code was sent. Ask for a new code.',
  },
  OTP_REQUIRED: { status: 403, message: 'Confirm this change with the one-time code sent to your mobile.' },
  PAYEE_NOT_FOUND: { status: 422, message: 'No account with this number can receive the transfer.' },
  ROUTING_NUMBER_UNKNOWN: { status: 422, message: 'The routing number does not name a known branch.' },
  BILLER_NOT_FOUND: { status: 404, message: 'No such biller.' },
  BILL_CUSTOMER_UNKNOWN: { status: 404, message: 'The biller does not know this customer number.' },
  NO_BILL_DUE: { status: 404, message: 'There is no bill due for this customer number.' },
  BILL_ALREADY_PAID: { status: 409, message: 'This bill has already been paid.' },
  BILL_AMOUNT_MISMATCH: { status: 422, message: 'A bill is paid with exactly its amount due.' },
  METER_UNKNOWN: {
    status: 404,
    message: 'The electricity vendor does not know this meter number. Check it on your meter card.',
  },
  SAME_ACCOUNT: { status: 422, message: 'The source and destination accounts are the same.' },
  ACCOUNT_NOT_ELIGIBLE: { status: 422, message: 'This account cannot be used for this transaction.' },
  ACCOUNT_NOT_ACTIVE: { status: 422, message: 'One of the accounts is not active.' },
  SCHEDULE_IN_PAST: { status: 422, message: 'Choose a time in the future for the payment.' },
  SCHEDULE_ENDS_BEFORE_START: { status: 422, message: 'The repeat ends before the first payment.' },
  SCHEDULE_NOT_ALLOWED: { status: 422, message: 'This payment cannot be scheduled or repeated.' },
  STANDING_INSTRUCTION_STATUS: {
    status: 409,
    message: 'This scheduled payment cannot be changed so in its current status.',
  },
  INSUFFICIENT_FUNDS: { status: 422, message: 'The available balance is not enough for this transaction.' },
  LIMIT_BELOW_MINIMUM: { status: 422, message: 'The amount is below the minimum for this transaction type.' },
  LIMIT_PER_TRANSACTION: { status: 422, message: 'The amount is above your limit per transaction.' },
  LIMIT_DAILY_AMOUNT: { status: 422, message: 'This would exceed your daily amount limit.' },
  LIMIT_DAILY_COUNT: { status: 422, message: 'This would exceed your daily number of transactions.' },
  LIMIT_MONTHLY_AMOUNT: { status: 422, message: 'This would exceed your monthly amount limit.' },
  LIMIT_ABOVE_CEILING: { status: 422, message: "A limit cannot be set above the bank's ceiling." },

  // Beneficiaries, favorites, statement downloads.
  BENEFICIARY_EXISTS: { status: 409, message: 'This beneficiary is already saved.' },
  BENEFICIARY_OWN_ACCOUNT: {
    status: 422,
    message: 'This is one of your own accounts. Use an own-account transfer instead.',
  },
  FAVORITE_NOT_REPEATABLE: {
    status: 422,
    message: 'Card payments and bills cannot be saved as favorites.',
  },
  BENEFICIARY_LIMIT_REACHED: {
    status: 409,
    message:
      'You can keep up to 50 beneficiaries of each kind. Delete one you no longer need, then add this one.',
  },
  FAVORITE_EXISTS: { status: 409, message: 'This transaction is already saved as a favorite.' },
  FAVORITE_LIMIT_REACHED: {
    status: 409,
    message: 'You can keep up to 30 favorites. Delete one you no longer need, then save this one.',
  },
  FAVORITE_MISMATCH: {
    status: 422,
    message: 'The transfer does not match the transaction it is saved from.',
  },
  STATEMENT_RANGE_TOO_LONG: {
    status: 400,
    message: 'A downloaded statement covers at most one year. Choose a shorter period.',
  },
  STATEMENT_TOO_LARGE: {
    status: 422,
    message: 'This statement has too many transactions to download at once. Choose a shorter period.',
  },
  HISTORY_TOO_LARGE: {
    status: 422,
    message:
      'There are too many transactions to download at once. Narrow the filters, for example to a shorter period.',
  },

  // Settings: profile pictures (checked from their bytes, decision 031).
  PICTURE_REQUIRED: { status: 400, message: 'Choose a picture to upload (a multipart form with one file).' },
  PICTURE_EMPTY: { status: 400, message: 'The file is empty. Choose a picture.' },
  PICTURE_TOO_LARGE: { status: 413, message: 'A picture can be at most 2 MB.' },
  PICTURE_TYPE_UNSUPPORTED: { status: 415, message: 'Upload a JPEG, PNG or WebP picture.' },
  PICTURE_TOO_MANY_PIXELS: {
    status: 422,
    message: 'The picture is too large in pixels. Upload one of at most 40 megapixels.',
  },
  PICTURE_UNREADABLE: { status: 422, message: 'The picture could not be read. It may be damaged.' },
  // Passkeys (decision 030). A refused passkey is 403 like WRONG_PASSWORD: never taken for an ended session.
  PASSKEY_CEREMONY_EXPIRED: {
    status: 400,
    message: 'This passkey request has expired or was already used. Please try again.',
  },
  PASSKEY_NOT_RECOGNIZED: {
    status: 403,
    message: 'This passkey is not registered for your internet banking. Sign in with your password instead.',
  },
  PASSKEY_VERIFICATION_FAILED: {
    status: 403,
    message: 'The passkey could not be verified. Please try again, or sign in with your password.',
  },
  PASSKEY_EXISTS: { status: 409, message: 'This passkey is already registered.' },
  PASSKEY_LIMIT_REACHED: {
    status: 409,
    message: 'You can keep up to 10 passkeys. Remove one you no longer use, then add this one.',
  },
  // Service requests (decision 032).
  SERVICE_REQUEST_NOT_CANCELLABLE: {
    status: 409,
    message: 'This request can no longer be cancelled: the bank has already taken it up.',
  },
  CHEQUE_LEAF_NOT_IN_BOOK: { status: 422, message: 'These leaves are not in this cheque book.' },
  CHEQUE_LEAF_NOT_UNUSED: {
    status: 409,
    message: 'A leaf in this range has already been paid or stopped. Only unused leaves can be stopped.',
  },
  // Loans and fixed deposits (decision 034).
  LOAN_INSTALMENT_NOT_NEXT: {
    status: 409,
    message:
      'This instalment is already paid or not the next one due. Reload the schedule and pay the next one.',
  },
  LOAN_REPAID: { status: 409, message: 'This loan is fully repaid: there is no instalment left to pay.' },
  FDR_BELOW_MINIMUM: {
    status: 422,
    message: 'The amount is below the minimum for a fixed deposit. Enter at least the minimum shown.',
  },
  // Other services (decision 035).
  ACCOUNT_DEBIT_BLOCKED: {
    status: 422,
    message:
      'Internet banking debits from this account are blocked. Unblock it under Other Services, or choose another account.',
  },
  ACCOUNT_NOT_BLOCKED: { status: 409, message: 'This account is not blocked: there is nothing to unblock.' },
  POSITIVE_PAY_EXISTS: {
    status: 409,
    message: 'This cheque leaf already has a positive pay instruction. Cancel it first to give another.',
  },
  CHEQUE_LEAF_STOPPED: {
    status: 409,
    message: 'This cheque was stopped by the account holder and cannot be paid.',
  },
  CHEQUE_LEAF_PAID: { status: 409, message: 'A cheque from this leaf has already been paid.' },
  POSITIVE_PAY_MISMATCH: {
    status: 422,
    message: "The cheque does not match the account holder's positive pay instruction and cannot be paid.",
  },
  // Card services (decision 033).
  CARD_NOT_ELIGIBLE: { status: 422, message: 'This service is not offered for this card.' },
  CARD_NOT_ACTIVE: {
    status: 409,
    message: 'This card is blocked or closed. Unblock it first, or choose another card.',
  },
  CARD_ALREADY_BLOCKED: { status: 409, message: 'This card is already blocked.' },
  CARD_NOT_BLOCKED: { status: 409, message: 'This card is not blocked.' },
  CARD_LIMIT_ABOVE_BANK: {
    status: 422,
    message: "A card limit cannot be above the bank's maximum for this kind of card.",
  },
  CARD_PURCHASE_NOT_ELIGIBLE: {
    status: 422,
    message:
      'Only a purchase of BDT 5,000 or more on this credit card, not yet converted, can be paid in instalments.',
  },
  CARD_AMOUNT_ABOVE_AVAILABLE: { status: 422, message: 'The amount is more than the card has available.' },
  // Disputes, account tagging (decision 036).
  TRANSACTION_NOT_DISPUTABLE: {
    status: 422,
    message: 'Only a successful payment or transfer out of your account can be disputed.',
  },
  TRANSACTION_ALREADY_DISPUTED: {
    status: 409,
    message: 'This transaction is already disputed. Follow it in the service request history.',
  },
  ATTACHMENT_REQUIRED: { status: 400, message: 'Choose a file to attach (a multipart form with one file).' },
  ATTACHMENT_EMPTY: { status: 400, message: 'The file is empty. Choose a photo or a PDF.' },
  ATTACHMENT_TOO_LARGE: { status: 413, message: 'An attachment can be at most 5 MB.' },
  ATTACHMENT_TYPE_UNSUPPORTED: { status: 415, message: 'Attach a JPEG, PNG or WebP photo, or a PDF.' },
  ACCOUNT_NOT_TAGGABLE: {
    status: 404,
    message: 'We found no account of yours with this number to tag. Check the number, or ask your branch.',
  },
  ACCOUNT_ALREADY_TAGGED: { status: 409, message: 'This account is already in your internet banking.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** Seconds a client is asked to wait before it tries a 503 again. */
export const RETRY_AFTER_SECONDS = '2';

/** An error a client can act on: answered as `{statusCode, code, message, fields?}` by the error handler. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; fields?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(options.message ?? ERRORS[code].message, { cause: options.cause });
    this.code = code;
    this.statusCode = ERRORS[code].status;
    this.fields = options.fields;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
