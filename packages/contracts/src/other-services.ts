import { z } from 'zod';
import { AccountNumberSchema } from './accounts.ts';
import { CalendarDateSchema } from './dates.ts';
import { AmountSchema, parseMoney } from './money.ts';
import { OtpCodeSchema } from './transactions.ts';

/*
 * Other services (SPEC 2.3, issue 19, decision 035): the transaction block, which acts at once, and the payloads of
 * the service requests of the Other Services menu (registered in service-requests.ts).
 */

// ---- Transaction block/unblock ----

/** One of the customer's savings or current accounts and whether internet-banking debits from it are blocked. */
export const TransactionBlockAccountSchema = z.object({
  accountId: z.uuid(),
  number: AccountNumberSchema,
  productName: z.string(),
  blocked: z.boolean(),
  /** When it was blocked; null when it is not. */
  blockedAt: z.iso.datetime().nullable(),
});
export type TransactionBlockAccount = z.infer<typeof TransactionBlockAccountSchema>;

/** GET /api/transaction-blocks: the accounts a block can be put on, blocked or not. */
export const TransactionBlockListSchema = z.object({ accounts: z.array(TransactionBlockAccountSchema) });
export type TransactionBlockList = z.infer<typeof TransactionBlockListSchema>;

/** POST /api/transaction-blocks (block at once) and POST /api/transaction-blocks/otp (a code to unblock). */
export const TransactionBlockRequestSchema = z.object({
  accountId: z.uuid('serviceRequests.accountRequired'),
});
export type TransactionBlockRequest = z.input<typeof TransactionBlockRequestSchema>;

/** POST /api/transaction-blocks/unblock: the unblock, confirmed with the code of its challenge. */
export const TransactionUnblockRequestSchema = TransactionBlockRequestSchema.extend({
  challengeId: z.uuid(),
  code: OtpCodeSchema,
});
export type TransactionUnblockRequest = z.input<typeof TransactionUnblockRequestSchema>;

// ---- Service request payloads ----

const AccountIdSchema = z.uuid('serviceRequests.accountRequired');
const BranchSchema = z
  .string('serviceRequests.branchRequired')
  .regex(/^\d{9}$/, 'serviceRequests.branchRequired');
/** A person's or firm's name as written on an instrument. */
const PayeeSchema = z
  .string('otherServices.payeeRequired')
  .trim()
  .min(2, 'otherServices.payeeRequired')
  .max(80, 'otherServices.payeeTooLong');
const RequestAmountSchema = z.string('amount.invalid').pipe(AmountSchema);

/** The most one pay order or demand draft may carry (poisha-exact amounts; the ledger moves them). */
export const INSTRUMENT_MAX_AMOUNT = '5000000.00';
const InstrumentAmountSchema = RequestAmountSchema.refine(
  (amount) => parseMoney(amount) <= parseMoney(INSTRUMENT_MAX_AMOUNT),
  'otherServices.amountTooLarge',
);

/** A pay order: the amount is debited through the ledger when the bank accepts it, with its fee; collected at a branch. */
export const PayOrderPayloadSchema = z.object({
  accountId: AccountIdSchema,
  payee: PayeeSchema,
  amount: InstrumentAmountSchema,
  branch: BranchSchema,
});

/** A demand draft, payable at one of the bank's branches (its city is the branch's). */
export const DemandDraftPayloadSchema = z.object({
  accountId: AccountIdSchema,
  payee: PayeeSchema,
  amount: InstrumentAmountSchema,
  payableAt: BranchSchema,
});

/** A positive pay instruction: the cheque the bank may pay from this leaf, checked when the cheque is presented. */
export const PositivePayPayloadSchema = z.object({
  chequeBookId: z.uuid('chequeBooks.bookRequired'),
  leaf: z.coerce
    .number('chequeBooks.leafInvalid')
    .int('chequeBooks.leafInvalid')
    .min(1, 'chequeBooks.leafInvalid'),
  date: CalendarDateSchema,
  amount: RequestAmountSchema,
  payee: PayeeSchema,
});

/** Countries with most Bangladeshi expatriates (BAYD: Bangladeshi expatriates' account registration). */
export const BAYD_COUNTRIES = [
  'SA',
  'AE',
  'QA',
  'KW',
  'OM',
  'BH',
  'MY',
  'SG',
  'GB',
  'US',
  'IT',
  'OTHER',
] as const;
export const BaydRegistrationPayloadSchema = z.object({
  accountId: AccountIdSchema,
  passportNumber: z
    .string('otherServices.passportInvalid')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,2}\d{7}$/, 'otherServices.passportInvalid'),
  country: z.enum(BAYD_COUNTRIES, 'otherServices.countryRequired'),
  employer: z
    .string('otherServices.employerRequired')
    .trim()
    .min(2, 'otherServices.employerRequired')
    .max(80),
  /** When the customer went abroad (a Dhaka calendar day). */
  since: CalendarDateSchema,
});

export const GOVT_BONDS = ['wage_earner_development', 'us_dollar_investment', 'us_dollar_premium'] as const;
/** Tenors the government bonds are sold in, in years. */
export const GOVT_BOND_TENORS = [3, 5] as const;
/** The smallest bond the bank sells (the bonds are sold in multiples of ৳ 1,000 above it). */
export const GOVT_BOND_MIN_AMOUNT = '25000.00';
export const GovtBondPayloadSchema = z.object({
  accountId: AccountIdSchema,
  bond: z.enum(GOVT_BONDS, 'otherServices.bondRequired'),
  amount: RequestAmountSchema.refine(
    (amount) =>
      parseMoney(amount) >= parseMoney(GOVT_BOND_MIN_AMOUNT) && parseMoney(amount) % 100_000n === 0n,
    'otherServices.bondAmountInvalid',
  ),
  tenorYears: z.union(
    GOVT_BOND_TENORS.map((n) => z.literal(n)),
    'otherServices.tenorRequired',
  ),
});

export const CERTIFICATE_KINDS = ['tax', 'balance', 'interest'] as const;
export const CertificatePayloadSchema = z
  .object({
    accountId: AccountIdSchema,
    kind: z.enum(CERTIFICATE_KINDS, 'otherServices.certificateRequired'),
    from: CalendarDateSchema,
    to: CalendarDateSchema,
  })
  .refine((p) => p.from <= p.to, { message: 'serviceRequests.fromAfterTo', path: ['to'] });

// ---- Development: a cheque presented for payment ----

/**
 * POST /api/dev/cheques/present (outside production, signed in): a cheque from one of the customer's books is
 * presented to the bank (the clearing house, simulated). It is paid from an unused leaf only when it matches the
 * leaf's positive pay instruction, if there is one; a stopped or paid leaf is refused.
 */
export const DevChequePresentmentSchema = z.object({
  chequeBookId: z.uuid(),
  leaf: z.number().int().min(1),
  amount: AmountSchema,
  payee: z.string().trim().min(1).max(80),
  date: CalendarDateSchema,
});
export type DevChequePresentment = z.input<typeof DevChequePresentmentSchema>;
export const DevChequePaidSchema = z.object({ transactionId: z.string() });
