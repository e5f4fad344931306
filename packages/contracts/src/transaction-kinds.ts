import { z } from 'zod';

/*
 * The kinds and identifiers of transactions that pages take from their URL, apart from the payloads' contracts
 * (transactions.ts): the route tree validates them, and every page loads the route tree. A module's schemas are all
 * built when it is imported, used or not (decision 039).
 */

/** SPEC 4: every status a transaction can be in. */
export const TransactionStatusSchema = z.enum([
  'INITIATE',
  'PROCESSING',
  'SUCCESS',
  'FAIL',
  'REVERSE',
  'PENDING',
  'APPROVED',
  'CANCEL',
]);
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>;

/** The transfers and payments a customer asks for (POST /api/transfers' `type`). */
export const TransferTypeSchema = z.enum([
  'own',
  'within_bank',
  'npsb',
  'beftn',
  'mfs',
  'recharge',
  'bill',
  'club_bill',
  'insurance_premium',
  'internet_bill',
  'tuition_fee',
  'prepaid_electricity',
  'visa_payment',
]);

/** Every kind of journal: the transfers a customer asks for and the bank's own (salary, opening, reversal). */
export const JournalTypeSchema = z.enum([
  ...TransferTypeSchema.options,
  'salary',
  'opening',
  'reversal',
  /** A service request's fee (decision 032). */
  'service_fee',
  /** A loan's instalment, an FDR's opening, its interest and its payout at maturity (decision 034). */
  'loan_instalment',
  'fdr_opening',
  'fdr_interest',
  'fdr_payout',
  /** A pay order's or demand draft's amount, and a cheque paid from a leaf (decision 035). */
  'pay_order',
  'demand_draft',
  'cheque',
  /** A payment with a credit card at a merchant (decision 033). */
  'card_purchase',
  /** The credit of an upheld dispute (decision 036). */
  'dispute_refund',
]);
export type JournalType = z.infer<typeof JournalTypeSchema>;

/**
 * Money a customer moves between their own accounts: to another own account (a card bill too), into a fixed deposit,
 * into their own loan. It leaves what they have unchanged, so it is never spending.
 */
export const OWN_ACCOUNT_MOVES: readonly JournalType[] = ['own', 'fdr_opening', 'loan_instalment'];

export const MobileNumberSchema = z.string().regex(/^01[3-9]\d{8}$/, 'mobileNumber.invalid');

/** Ours are TK + 12 characters; older ids (e.g. TXN2026000101) are 8-24 capitals and digits. */
export const TransactionIdParamsSchema = z.object({ transactionId: z.string().regex(/^[0-9A-Z]{8,24}$/) });

/** Who is paid: a biller (bills-and-fees' `billerCode`), a mobile connection's kind. */
export const BillerCodeSchema = z.string().regex(/^[a-z0-9-]{2,32}$/, 'biller.required');
export const RechargeConnectionSchema = z.enum(['prepaid', 'postpaid']);
export type RechargeConnection = z.infer<typeof RechargeConnectionSchema>;
