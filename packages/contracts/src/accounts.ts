import { z } from 'zod';
import { MoneySchema } from './money.ts';

/** The kinds of account a customer holds (the bank's own ledger accounts never reach a client). */
export const AccountKindSchema = z.enum(['savings', 'current', 'credit_card', 'loan', 'fdr']);
export type AccountKind = z.infer<typeof AccountKindSchema>;

export const AccountNumberSchema = z.string().regex(/^\d{13}$/, 'accountNumber.invalid');

/** An account number as receipts show the customer's own accounts: its last four digits ("****0011"). */
export const maskAccountNumber = (number: string) => `****${number.slice(-4)}`;

/**
 * One of the signed-in customer's accounts. `ledgerBalance` is the posted balance (negative for what the customer
 * owes on a card or loan); `availableBalance` is what may be spent now: balance above the floor (savings), plus the
 * overdraft (current), the unused credit (card), 0 for a loan or FDR.
 */
export const AccountSchema = z.object({
  id: z.uuid(),
  number: AccountNumberSchema,
  kind: AccountKindSchema,
  /** Account title: the holder's name as on the account. */
  title: z.string(),
  productName: z.string(),
  branch: z.string(),
  currency: z.literal('BDT'),
  status: z.enum(['active', 'frozen', 'closed']),
  ledgerBalance: MoneySchema,
  availableBalance: MoneySchema,
  /** Current account: the arranged overdraft; null otherwise. */
  overdraftLimit: MoneySchema.nullable(),
  /** Credit card: the credit limit; null otherwise. */
  creditLimit: MoneySchema.nullable(),
  /** Credit card: payment due date; loan: next instalment date (ISO date). */
  dueDate: z.iso.date().nullable(),
  /** Loan and FDR: maturity date (ISO date). */
  maturityDate: z.iso.date().nullable(),
  /** Yearly interest or profit rate in percent, e.g. "9.50". */
  interestRate: z.string().nullable(),
  /** May this account send money (own, within-bank, other-bank, MFS, bills...)? */
  canSend: z.boolean(),
  /** May this account receive an own-account transfer? */
  canReceive: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

/** GET /api/accounts */
export const AccountListSchema = z.object({ accounts: z.array(AccountSchema) });
export type AccountList = z.infer<typeof AccountListSchema>;

export const AccountIdParamsSchema = z.object({ id: z.uuid() });
