import { z } from 'zod';
import { AccountNumberSchema } from './accounts.ts';
import * as card from './card-requests.ts';
import { CalendarDateSchema } from './dates.ts';
import { AmountSchema, MoneySchema } from './money.ts';
import {
  BaydRegistrationPayloadSchema,
  CertificatePayloadSchema,
  DemandDraftPayloadSchema,
  GovtBondPayloadSchema,
  PayOrderPayloadSchema,
  PositivePayPayloadSchema,
} from './other-services.ts';
import { DisputePayloadSchema } from './disputes.ts';
import {
  ServiceRequestStatusSchema,
  ServiceRequestTypeSchema,
  type ServiceRequestType,
} from './service-request-kinds.ts';

/*
 * Service requests (decision 032): one workflow for every service a customer asks the bank for. A request type is
 * a name and the Zod schema of its payload; a service adds its type to SERVICE_REQUEST_TYPES (service-request-kinds.ts) and
 * SERVICE_REQUEST_PAYLOADS (and the server's registry), never to the workflow.
 */

/** How many leaves a cheque book has. */
export const CHEQUE_BOOK_LEAVES = [10, 25, 50] as const;
/** The most leaves one stop-cheque instruction covers. */
export const STOP_CHEQUE_MAX_LEAVES = 50;
export const STOP_CHEQUE_REASONS = ['lost', 'stolen', 'damaged', 'payment_dispute', 'other'] as const;

const AccountIdSchema = z.uuid('serviceRequests.accountRequired');
/** A branch of the bank, by its routing number (GET /api/service-requests/branches lists them). */
const BranchSchema = z
  .string('serviceRequests.branchRequired')
  .regex(/^\d{9}$/, 'serviceRequests.branchRequired');
const LeafSchema = z.coerce
  .number('chequeBooks.leafInvalid')
  .int('chequeBooks.leafInvalid')
  .min(1, 'chequeBooks.leafInvalid');

/** A chequebook for a savings or current account, delivered to a branch; its fee depends on the leaves. */
export const ChequebookPayloadSchema = z.object({
  accountId: AccountIdSchema,
  leaves: z.union(
    CHEQUE_BOOK_LEAVES.map((n) => z.literal(n)),
    'chequeBooks.leavesRequired',
  ),
  branch: BranchSchema,
});

/** Stops one leaf (`toLeaf` = `fromLeaf`) or a range of unused leaves of one of the customer's cheque books. */
export const StopChequePayloadSchema = z
  .object({
    chequeBookId: z.uuid('chequeBooks.bookRequired'),
    fromLeaf: LeafSchema,
    toLeaf: LeafSchema,
    reason: z.enum(STOP_CHEQUE_REASONS, 'chequeBooks.reasonRequired'),
  })
  .refine((p) => p.fromLeaf <= p.toLeaf, { message: 'chequeBooks.rangeReversed', path: ['toLeaf'] })
  .refine((p) => p.toLeaf - p.fromLeaf < STOP_CHEQUE_MAX_LEAVES, {
    message: 'chequeBooks.rangeTooLong',
    path: ['toLeaf'],
  });

/** A statement of an account over a period: `from` and `to` are Dhaka calendar days, both included. */
const statementPeriod = {
  accountId: AccountIdSchema,
  from: CalendarDateSchema,
  to: CalendarDateSchema,
};
const ordered = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema.refine((p) => p.from <= p.to, { message: 'serviceRequests.fromAfterTo', path: ['to'] });

/** A printed statement of a savings or current account, collected at a branch; charged. */
export const HardCopyStatementPayloadSchema = ordered(z.object({ ...statementPeriod, branch: BranchSchema }));
/** A statement of a loan account, for the customer's records or a tax return. */
export const LoanStatementPayloadSchema = ordered(z.object(statementPeriod));
/** A statement of a fixed deposit. */
export const DepositStatementPayloadSchema = ordered(z.object(statementPeriod));

/** What a loan request may ask for. */
export const LOAN_PRODUCTS = ['personal', 'home', 'car'] as const;
/**
 * A loan request (decision 034): the product, amount and tenor asked for, and the savings or current account the
 * loan would be paid into and repaid from. Free; the bank's answer follows outside the app.
 */
export const LoanRequestPayloadSchema = z.object({
  accountId: AccountIdSchema,
  product: z.enum(LOAN_PRODUCTS, 'loans.productRequired'),
  amount: AmountSchema,
  tenorMonths: z.coerce
    .number('loans.tenorInvalid')
    .int('loans.tenorInvalid')
    .min(6, 'loans.tenorInvalid')
    .max(300, 'loans.tenorInvalid'),
  purpose: z.string().trim().max(200, 'loans.purposeTooLong').default(''),
});

/** Every request type's payload contract (the compiler holds it to SERVICE_REQUEST_TYPES: each one, no other). */
export const SERVICE_REQUEST_PAYLOADS = {
  chequebook: ChequebookPayloadSchema,
  stop_cheque: StopChequePayloadSchema,
  hard_copy_statement: HardCopyStatementPayloadSchema,
  loan_statement: LoanStatementPayloadSchema,
  deposit_statement: DepositStatementPayloadSchema,
  loan_request: LoanRequestPayloadSchema,
  pay_order: PayOrderPayloadSchema,
  demand_draft: DemandDraftPayloadSchema,
  positive_pay: PositivePayPayloadSchema,
  bayd_registration: BaydRegistrationPayloadSchema,
  govt_bond: GovtBondPayloadSchema,
  certificate: CertificatePayloadSchema,
  card_emi_conversion: card.CardEmiConversionPayloadSchema,
  supplementary_card: card.SupplementaryCardPayloadSchema,
  card_upgrade: card.CardUpgradePayloadSchema,
  card_cheque: card.CardChequePayloadSchema,
  card_hard_copy_statement: card.CardHardCopyStatementPayloadSchema,
  card_email_statement: card.CardEmailStatementPayloadSchema,
  card_reissue: card.CardReissuePayloadSchema,
  card_limit_transfer: card.CardLimitTransferPayloadSchema,
  card_usd_endorsement: card.CardUsdEndorsementPayloadSchema,
  card_limit_rearrangement: card.CardLimitRearrangementPayloadSchema,
  card_loan: card.CardLoanPayloadSchema,
  virtual_card: card.VirtualCardPayloadSchema,
  dispute: DisputePayloadSchema,
} as const satisfies Record<ServiceRequestType, z.ZodType>;
type Payloads = typeof SERVICE_REQUEST_PAYLOADS;

export type ServiceRequestPayload<T extends ServiceRequestType> = z.output<Payloads[T]>;

/**
 * Why a request was rejected or cancelled, as a stable code the screens translate: the fee could not be paid, the
 * account is no longer active, a cheque leaf was no longer unused, the customer cancelled.
 */
export const ServiceRequestReasonSchema = z.enum([
  'insufficient_funds',
  'account_not_active',
  'leaf_not_unused',
  'cancelled_by_customer',
  /** Internet-banking debits from the account are blocked (decision 035). */
  'account_blocked',
  'card_limit_not_available',
  /** A dispute the simulated back office does not uphold (decision 036). */
  'dispute_above_review_limit',
  'dispute_not_substantiated',
]);
export type ServiceRequestReason = z.infer<typeof ServiceRequestReasonSchema>;

/**
 * POST /api/service-requests: a request of one type with its payload; answered 201 with the request, status
 * submitted. Accounts and cheque books named in the payload must be the customer's (else 404 NOT_FOUND).
 */
const submission = <T extends ServiceRequestType>(type: T) =>
  z.object({ type: z.literal(type), payload: SERVICE_REQUEST_PAYLOADS[type] });
/** Each type's submission, for its form. */
export const ChequebookSubmissionSchema = submission('chequebook');
export const StopChequeSubmissionSchema = submission('stop_cheque');
export const HardCopyStatementSubmissionSchema = submission('hard_copy_statement');
export const LoanStatementSubmissionSchema = submission('loan_statement');
export const DepositStatementSubmissionSchema = submission('deposit_statement');
export const LoanRequestSubmissionSchema = submission('loan_request');
export const PayOrderSubmissionSchema = submission('pay_order');
export const DemandDraftSubmissionSchema = submission('demand_draft');
export const PositivePaySubmissionSchema = submission('positive_pay');
export const BaydRegistrationSubmissionSchema = submission('bayd_registration');
export const GovtBondSubmissionSchema = submission('govt_bond');
export const CertificateSubmissionSchema = submission('certificate');
/** The card services' submissions (decision 033), by type. */
export const CARD_REQUEST_SUBMISSIONS = {
  card_emi_conversion: submission('card_emi_conversion'),
  supplementary_card: submission('supplementary_card'),
  card_upgrade: submission('card_upgrade'),
  card_cheque: submission('card_cheque'),
  card_hard_copy_statement: submission('card_hard_copy_statement'),
  card_email_statement: submission('card_email_statement'),
  card_reissue: submission('card_reissue'),
  card_limit_transfer: submission('card_limit_transfer'),
  card_usd_endorsement: submission('card_usd_endorsement'),
  card_limit_rearrangement: submission('card_limit_rearrangement'),
  card_loan: submission('card_loan'),
  virtual_card: submission('virtual_card'),
} as const;
export const DisputeSubmissionSchema = submission('dispute');
export const SubmitServiceRequestSchema = z.discriminatedUnion('type', [
  ChequebookSubmissionSchema,
  StopChequeSubmissionSchema,
  HardCopyStatementSubmissionSchema,
  LoanStatementSubmissionSchema,
  DepositStatementSubmissionSchema,
  LoanRequestSubmissionSchema,
  PayOrderSubmissionSchema,
  DemandDraftSubmissionSchema,
  PositivePaySubmissionSchema,
  BaydRegistrationSubmissionSchema,
  GovtBondSubmissionSchema,
  CertificateSubmissionSchema,
  ...Object.values(CARD_REQUEST_SUBMISSIONS),
  DisputeSubmissionSchema,
]);
export type SubmitServiceRequest = z.input<typeof SubmitServiceRequestSchema>;
export type ServiceRequestSubmission = z.output<typeof SubmitServiceRequestSchema>;

/** What a request costs: the fee and its VAT, debited from `accountNumber` when the bank accepts the request. */
export const ServiceRequestFeeSchema = z.object({
  charge: MoneySchema,
  vat: MoneySchema,
  total: MoneySchema,
  accountNumber: AccountNumberSchema,
  /** The fee's transaction once debited; null before. */
  transactionId: z.string().nullable(),
});

/** A service request as the customer sees it in a list ("SR-2026-000123"). */
export const ServiceRequestSchema = z.object({
  id: z.uuid(),
  reference: z.string().regex(/^SR-\d{4}-\d{6,}$/),
  type: ServiceRequestTypeSchema,
  status: ServiceRequestStatusSchema,
  /** The account the request is about, if any. */
  accountNumber: AccountNumberSchema.nullable(),
  fee: ServiceRequestFeeSchema.nullable(),
  reason: ServiceRequestReasonSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ServiceRequest = z.infer<typeof ServiceRequestSchema>;

/** One step of a request's timeline. */
export const ServiceRequestEventSchema = z.object({
  status: ServiceRequestStatusSchema,
  reason: ServiceRequestReasonSchema.nullable(),
  at: z.iso.datetime(),
});
export type ServiceRequestEvent = z.infer<typeof ServiceRequestEventSchema>;

/** GET /api/service-requests/{id}: one of the customer's requests, its payload and timeline (oldest first). */
export const ServiceRequestDetailSchema = ServiceRequestSchema.extend({
  payload: z.record(z.string(), z.unknown()),
  timeline: z.array(ServiceRequestEventSchema),
});
export type ServiceRequestDetail = z.infer<typeof ServiceRequestDetailSchema>;

/** A page of the list ends at a request number; the next page starts after it. */
export const ServiceRequestCursorSchema = z.string().regex(/^\d{1,18}$/, 'serviceRequests.cursorInvalid');

/** An empty query parameter (a cleared filter) is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * GET /api/service-requests: the customer's requests, newest first, `size` at a time, filtered by type, status
 * and the Dhaka days they were submitted on (both included); the next page starts after `cursor`.
 */
export const ServiceRequestListQuerySchema = z
  .object({
    type: optional(ServiceRequestTypeSchema),
    status: optional(ServiceRequestStatusSchema),
    from: optional(CalendarDateSchema),
    to: optional(CalendarDateSchema),
    cursor: optional(ServiceRequestCursorSchema),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'serviceRequests.fromAfterTo',
    path: ['to'],
  });
export type ServiceRequestListQuery = z.input<typeof ServiceRequestListQuerySchema>;
export type ServiceRequestFilters = z.output<typeof ServiceRequestListQuerySchema>;

export const ServiceRequestListSchema = z.object({
  requests: z.array(ServiceRequestSchema),
  /** Null on the last page. */
  nextCursor: ServiceRequestCursorSchema.nullable(),
});
export type ServiceRequestList = z.infer<typeof ServiceRequestListSchema>;

export const ServiceRequestIdParamsSchema = z.object({ id: z.uuid() });

/** GET /api/service-requests/branches: where a chequebook or printed statement may be collected. */
export const DeliveryBranchListSchema = z.object({
  branches: z.array(z.object({ routingNumber: z.string(), name: z.string(), division: z.string() })),
});
export type DeliveryBranchList = z.infer<typeof DeliveryBranchListSchema>;

/** POST /api/service-requests/quote: what a request would cost, before it is submitted (null: free). */
export const ServiceRequestQuoteSchema = z.object({
  fee: ServiceRequestFeeSchema.omit({ transactionId: true }).nullable(),
});
export type ServiceRequestQuote = z.infer<typeof ServiceRequestQuoteSchema>;

/** A leaf of a cheque book: unused, paid when a cheque was presented, or stopped by the customer (for good). */
export const ChequeLeafStatusSchema = z.enum(['unused', 'paid', 'stopped']);
export type ChequeLeafStatus = z.infer<typeof ChequeLeafStatusSchema>;

export const ChequeBookSchema = z.object({
  id: z.uuid(),
  accountNumber: AccountNumberSchema,
  /** Leaf numbers as printed, e.g. 4512301 to 4512325. */
  firstLeaf: z.number().int(),
  lastLeaf: z.number().int(),
  issuedOn: CalendarDateSchema,
  leaves: z.array(z.object({ number: z.number().int(), status: ChequeLeafStatusSchema })),
});
export type ChequeBook = z.infer<typeof ChequeBookSchema>;

/** GET /api/cheque-books: the customer's cheque books with each leaf's status (cheque status enquiry). */
export const ChequeBookListSchema = z.object({ chequeBooks: z.array(ChequeBookSchema) });
export type ChequeBookList = z.infer<typeof ChequeBookListSchema>;
