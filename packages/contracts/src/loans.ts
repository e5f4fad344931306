import { z } from 'zod';
import { AccountNumberSchema } from './accounts.ts';
import { MoneySchema } from './money.ts';
import { OtpCodeSchema } from './transactions.ts';

/*
 * Loans (issue 19, decision 034): the customer's loans with their terms, and the EMI schedule the server computes
 * from them in poisha (no floats). Rates cross JSON as percent strings with two decimals ("9.00").
 */

/** One instalment of a loan's schedule; `balance` is the outstanding principal once it is paid. */
export const LoanInstalmentSchema = z.object({
  number: z.number().int().min(1),
  dueDate: z.iso.date(),
  instalment: MoneySchema,
  principal: MoneySchema,
  interest: MoneySchema,
  balance: MoneySchema,
  status: z.enum(['paid', 'due', 'upcoming']),
  /** The payment's transaction id once paid. */
  transactionId: z.string().nullable(),
});
export type LoanInstalment = z.infer<typeof LoanInstalmentSchema>;

/** A loan as the list shows it: terms, what is still owed and the next instalment (null once repaid). */
export const LoanSchema = z.object({
  id: z.uuid(),
  accountNumber: AccountNumberSchema,
  productName: z.string(),
  principal: MoneySchema,
  annualRate: z.string(),
  tenorMonths: z.number().int(),
  startDate: z.iso.date(),
  emi: MoneySchema,
  outstanding: MoneySchema,
  paidInstalments: z.number().int(),
  nextInstalment: LoanInstalmentSchema.nullable(),
});
export type Loan = z.infer<typeof LoanSchema>;

/** GET /api/loans */
export const LoanListSchema = z.object({ loans: z.array(LoanSchema) });
export type LoanList = z.infer<typeof LoanListSchema>;

/** GET /api/loans/{id}: the loan and its whole schedule, first instalment first. */
export const LoanDetailSchema = LoanSchema.extend({ schedule: z.array(LoanInstalmentSchema) });
export type LoanDetail = z.infer<typeof LoanDetailSchema>;

export const LoanIdParamsSchema = z.object({ id: z.uuid() });

/**
 * POST /api/loans/{id}/instalments/otp: a code to pay instalment `instalment` (the next one due) from a savings or
 * current account of the customer's; the amount is the schedule's, never the client's.
 */
export const InstalmentPaymentSchema = z.object({
  fromAccountId: z.uuid('loans.accountRequired'),
  instalment: z.number().int().min(1),
});
export type InstalmentPayment = z.infer<typeof InstalmentPaymentSchema>;

/** POST /api/loans/{id}/instalments (with an Idempotency-Key header): the payment confirmed with its code. */
export const PayInstalmentRequestSchema = z.object({
  payment: InstalmentPaymentSchema,
  challengeId: z.uuid(),
  code: OtpCodeSchema,
});
export type PayInstalmentRequest = z.input<typeof PayInstalmentRequestSchema>;

/** What a paid instalment answers: the payment's transaction and the loan after it. */
export const InstalmentReceiptSchema = z.object({
  transactionId: z.string(),
  amount: MoneySchema,
  fromAccountNumber: AccountNumberSchema,
  loan: LoanSchema,
});
export type InstalmentReceipt = z.infer<typeof InstalmentReceiptSchema>;
