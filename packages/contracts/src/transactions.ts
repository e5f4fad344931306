import { z } from 'zod';
import { AccountNumberSchema } from './accounts.ts';
import { BillCustomerNumberSchema, BillNumberSchema, PrepaidMeterNumberSchema } from './billers.ts';
import { BillerCodeSchema } from './transaction-kinds.ts';
import { VisaCardNumberSchema } from './cards.ts';
import { CalendarDateSchema } from './dates.ts';
import { DocumentLanguageSchema } from './documents.ts';
import { envelope } from './meta.ts';
import { AmountSchema, MoneySchema } from './money.ts';
import { rechargeAmountIssue } from './recharge.ts';
import { RechargeConnectionSchema } from './transaction-kinds.ts';
import {
  JournalTypeSchema,
  MobileNumberSchema,
  TransactionStatusSchema,
  TransferTypeSchema,
  type TransactionStatus,
} from './transaction-kinds.ts';

/** SPEC 4: the message shown for each status a transaction can be in. */
export const TRANSACTION_STATUS_MESSAGES = {
  INITIATE: 'Request is Initiated',
  PROCESSING: 'Processing',
  SUCCESS: 'Successful',
  FAIL: 'Failed',
  REVERSE: 'Reversed',
  PENDING: 'Pending',
  APPROVED: 'Approved',
  CANCEL: 'Cancelled',
} as const satisfies Record<TransactionStatus, string>;

/** FAIL and REVERSE show the failure state (Sorry); any other status the success state (Thank You). */
export const isFailureStatus = (status: TransactionStatus) => status === 'FAIL' || status === 'REVERSE';

export const RoutingNumberSchema = z.string().regex(/^\d{9}$/, 'routingNumber.invalid');
export const MfsProviderSchema = z.enum(['bkash', 'nagad', 'rocket', 'upay']);
export type MfsProvider = z.infer<typeof MfsProviderSchema>;

const transferBase = {
  sourceAccountId: z.uuid(),
  amount: AmountSchema,
  remarks: z.string().trim().max(140, 'remarks.tooLong').default(''),
};

/** Between two accounts of the signed-in customer. */
export const OwnTransferSchema = z.object({
  type: z.literal('own'),
  ...transferBase,
  destinationAccountId: z.uuid(),
});

/** To another account of this bank, by its 13-digit number (the quote shows the holder's name). */
export const WithinBankTransferSchema = z.object({
  type: z.literal('within_bank'),
  ...transferBase,
  accountNumber: AccountNumberSchema,
});

/**
 * To an account at another bank: NPSB settles at once, BEFTN at the next clearing window. The branch is named by
 * its routing number (GET /api/banks/... lists them). Test numbers: an account number ending in 0000 is rejected
 * by the network (the debit is reversed).
 */
const otherBankFields = {
  ...transferBase,
  routingNumber: RoutingNumberSchema,
  accountNumber: z.string().regex(/^\d{6,20}$/, 'accountNumber.invalid'),
  accountName: z.string().trim().min(2, 'accountName.tooShort').max(80, 'accountName.tooLong'),
};
export const NpsbTransferSchema = z.object({ type: z.literal('npsb'), ...otherBankFields });
export const BeftnTransferSchema = z.object({ type: z.literal('beftn'), ...otherBankFields });

/** To an MFS wallet (bKash, Nagad, Rocket, Upay). Test number: a wallet ending in 0000 is rejected. */
export const MfsTransferSchema = z.object({
  type: z.literal('mfs'),
  ...transferBase,
  provider: MfsProviderSchema,
  walletNumber: MobileNumberSchema,
});

/**
 * A prepaid or postpaid recharge of a Bangladeshi mobile number; the operator follows from the prefix and sets the
 * amounts allowed (recharge.ts). Test number: one ending in 0000 is rejected by the operator (the debit is reversed).
 */
export const MobileRechargeSchema = z
  .object({
    type: z.literal('recharge'),
    ...transferBase,
    mobileNumber: MobileNumberSchema,
    connectionType: RechargeConnectionSchema,
  })
  .superRefine((request, context) => {
    const issue = rechargeAmountIssue(request.mobileNumber, request.connectionType, request.amount);
    if (issue) context.addIssue({ code: 'custom', message: issue, path: ['amount'] });
  });

/**
 * Pays exactly the amount due of one bill fetched from GET /api/billers/:code/bills/:customerNumber (billers.ts):
 * `bill` for utilities (electricity, gas, water), and one type each for clubs, insurers, internet providers and
 * tuition. A paid bill is no longer due; paying it again is refused (BILL_ALREADY_PAID).
 */
const billFields = {
  ...transferBase,
  billerCode: BillerCodeSchema,
  customerNumber: BillCustomerNumberSchema,
  billNumber: BillNumberSchema,
};
export const BillPaymentSchema = z.object({ type: z.literal('bill'), ...billFields });
export const ClubBillPaymentSchema = z.object({ type: z.literal('club_bill'), ...billFields });
export const InsurancePremiumPaymentSchema = z.object({
  type: z.literal('insurance_premium'),
  ...billFields,
});
export const InternetBillPaymentSchema = z.object({ type: z.literal('internet_bill'), ...billFields });
export const TuitionFeePaymentSchema = z.object({ type: z.literal('tuition_fee'), ...billFields });

/**
 * Buys electricity for a prepaid meter of a prepaid vendor (GET /api/billers?sector=electricity lists them with
 * `prepaid`): any amount within the limits; the receipt then carries the token to key into the meter. Test number:
 * a meter ending in 0000 is refused by the vendor (the debit is reversed).
 */
export const PrepaidElectricitySchema = z.object({
  type: z.literal('prepaid_electricity'),
  ...transferBase,
  billerCode: BillerCodeSchema,
  meterNumber: PrepaidMeterNumberSchema,
});

/**
 * Visa instant payment: money to any Visa card (16 digits, Luhn), credited through the card issuer's settlement.
 * Test number: a card ending in 0000 (4111 1111 1117 0000 passes Luhn) is rejected by the network.
 */
export const VisaPaymentSchema = z.object({
  type: z.literal('visa_payment'),
  ...transferBase,
  cardNumber: VisaCardNumberSchema,
  cardholderName: z.string().trim().min(2, 'cardholderName.tooShort').max(80, 'cardholderName.tooLong'),
});

/** Every money movement a customer can ask for: one pipeline, told apart by `type`. */
export const TransferRequestSchema = z.discriminatedUnion('type', [
  OwnTransferSchema,
  WithinBankTransferSchema,
  NpsbTransferSchema,
  BeftnTransferSchema,
  MfsTransferSchema,
  MobileRechargeSchema,
  BillPaymentSchema,
  ClubBillPaymentSchema,
  InsurancePremiumPaymentSchema,
  InternetBillPaymentSchema,
  TuitionFeePaymentSchema,
  PrepaidElectricitySchema,
  VisaPaymentSchema,
]);
export type TransferRequest = z.output<typeof TransferRequestSchema>;
export type TransferRequestInput = z.input<typeof TransferRequestSchema>;
export type TransferType = TransferRequest['type'];

/** The other side of a movement as the account's holder sees it: whom they paid, or who paid them. */
export const CounterpartSchema = z.object({
  name: z.string(),
  /** Their account, wallet, mobile, meter or bill number; null where there is none (a salary's employer). */
  number: z.string().nullable(),
});
export type Counterpart = z.infer<typeof CounterpartSchema>;

/** POST /api/transactions/quote: what the transfer would cost and whether it may go, computed by the server. */
export const TransferQuoteSchema = z.object({
  type: TransferTypeSchema,
  amount: MoneySchema,
  charge: MoneySchema,
  vat: MoneySchema,
  grandTotal: MoneySchema,
  source: z.object({
    id: z.uuid(),
    number: z.string(),
    title: z.string(),
    /** The account's product, "Taka Savings Account". */
    productName: z.string(),
    availableBalance: MoneySchema,
  }),
  payee: z.object({
    name: z.string(),
    /** Account, wallet or mobile number the money goes to. */
    number: z.string(),
    /** Bank and branch, or MFS provider; null within the bank. */
    institution: z.string().nullable(),
    /** The product of the customer's own account the money goes to (own-account transfers); null otherwise. */
    productName: z.string().nullable(),
  }),
  sufficientFunds: z.boolean(),
  /** Against the customer's limits as they stand now; `code` names the limit it would break. */
  limitCheck: z.object({
    allowed: z.boolean(),
    code: z.string().nullable(),
    message: z.string().nullable(),
  }),
});
export type TransferQuote = z.infer<typeof TransferQuoteSchema>;

/** POST /api/transactions/otp (and /api/transaction-limits/otp): a code is on its way to the customer's mobile. */
export const OtpChallengeSchema = z.object({
  challengeId: z.uuid(),
  expiresAt: z.iso.datetime(),
  /** The mobile number the code went to, masked: "017******01". */
  sentTo: z.string(),
});
export type OtpChallenge = z.infer<typeof OtpChallengeSchema>;

export const OtpCodeSchema = z.string().regex(/^\d{6}$/, 'otp.invalid');

/** POST /api/transactions (with an Idempotency-Key header): the transfer, confirmed with its code. */
export const ExecuteTransferRequestSchema = z.object({
  request: TransferRequestSchema,
  challengeId: z.uuid(),
  code: OtpCodeSchema,
});
export type ExecuteTransferRequest = z.input<typeof ExecuteTransferRequestSchema>;
export type ExecuteTransfer = z.output<typeof ExecuteTransferRequestSchema>;

/** The header every money-moving POST carries; a retry sends the same value. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'idempotencyKey.invalid');

/**
 * SPEC 3.1: the transaction receipt, plus its status message (SPEC 4). Its sides are the holder's name and number
 * (account, card, wallet, mobile, bill...); a move between the customer's own accounts names both accounts instead,
 * by product and masked number ("Taka Savings Account", "****0011").
 */
export const TransactionReceiptSchema = z.object({
  transactionId: z.string(),
  type: JournalTypeSchema,
  fromAccountName: z.string(),
  fromAccount: z.string(),
  toAccountName: z.string(),
  toAccount: z.string(),
  transactionAmount: MoneySchema,
  chargeAmount: MoneySchema,
  vatAmount: MoneySchema,
  grandTotalAmount: MoneySchema,
  transactionTime: z.iso.datetime(),
  remarks: z.string(),
  transactionStatus: TransactionStatusSchema,
  statusMessage: z.string(),
  /** A prepaid electricity recharge's token, the 20 digits the customer keys into the meter (once it succeeded). */
  prepaidToken: z
    .string()
    .regex(/^\d{20}$/)
    .optional(),
});
export type TransactionReceipt = z.infer<typeof TransactionReceiptSchema>;

/** "12345678901234567890" -> "1234 5678 9012 3456 7890", as meters and their vendors show tokens. */
export const formatPrepaidToken = (token: string) => token.replace(/(\d{4})(?=\d)/g, '$1 ');

/** GET /api/notification-service/transaction-status/:transactionId (responseCode S100000). */
export const TransactionStatusResponseSchema = envelope(TransactionReceiptSchema);
/** GET /api/notification-service/receipt/:transactionId: the receipt as a PDF (transaction.pdf), in `language`. */
export const ReceiptDownloadQuerySchema = z.object({ language: DocumentLanguageSchema });
export type ReceiptDownloadQuery = z.input<typeof ReceiptDownloadQuerySchema>;

/**
 * A transaction in the customer's list: money they sent (or moved), or money another party paid into their account.
 * `counterpart` is the other side from the customer's (whom they sent to, who paid them), null for an opening balance.
 */
export const ListedTransactionSchema = TransactionReceiptSchema.extend({
  direction: z.enum(['sent', 'received']),
  counterpart: CounterpartSchema.nullable(),
});
export type ListedTransaction = z.infer<typeof ListedTransactionSchema>;

/** How many days, ending today (Asia/Dhaka), the dashboard's spending overview covers. */
export const SPENDING_DAYS = 30;

/**
 * GET /api/transactions/spending: what left the customer's accounts over the last SPENDING_DAYS days (Dhaka),
 * counted on the server from the ledger in one query: grand totals of the transfers and payments the customer made
 * that are not failed, reversed or cancelled, leaving out moves between the customer's own accounts.
 */
export const SpendingSummarySchema = z.object({
  total: MoneySchema,
  /** One entry per day of the window, oldest first, zero where nothing was spent. */
  days: z.array(z.object({ date: CalendarDateSchema, amount: MoneySchema })),
  /** Per transaction type, largest first. */
  byType: z.array(z.object({ type: z.string(), amount: MoneySchema })),
});
export type SpendingSummary = z.infer<typeof SpendingSummarySchema>;
