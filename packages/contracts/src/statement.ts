import { z } from 'zod';
import { CalendarDateSchema } from './dates.ts';
import { DocumentLanguageSchema } from './documents.ts';
import { MoneySchema } from './money.ts';
import { CounterpartSchema } from './transactions.ts';
import { JournalTypeSchema } from './transaction-kinds.ts';

/** GET /api/statement: one account's postings between two dates (inclusive, Asia/Dhaka), oldest first. */
export const StatementQuerySchema = z
  .object({
    accountId: z.uuid(),
    from: CalendarDateSchema,
    to: CalendarDateSchema,
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => q.from <= q.to, { message: 'statement.fromAfterTo', path: ['from'] });
export type StatementQuery = z.input<typeof StatementQuerySchema>;

/** From the account's side: money out of it (debit) or into it (credit). */
export const PostingDirectionSchema = z.enum(['debit', 'credit']);
export type PostingDirection = z.infer<typeof PostingDirectionSchema>;

/**
 * One posting. What it was is data (type, direction, counterpart), not a sentence: each screen and file writes the
 * sentence in its reader's language (describeTransaction).
 */
export const StatementRowSchema = z.object({
  transactionId: z.string(),
  time: z.iso.datetime(),
  type: JournalTypeSchema,
  direction: PostingDirectionSchema,
  /** Whom the account paid or who paid it; null for an opening balance. */
  counterpart: CounterpartSchema.nullable(),
  /** As the customer wrote them. */
  remarks: z.string(),
  /** Exactly one of debit and credit is set. */
  debit: MoneySchema.nullable(),
  credit: MoneySchema.nullable(),
  /** The balance right after this row. */
  balance: MoneySchema,
});
export type StatementRow = z.infer<typeof StatementRowSchema>;

export const StatementSchema = z.object({
  account: z.object({ id: z.uuid(), number: z.string(), title: z.string(), productName: z.string() }),
  from: z.iso.date(),
  to: z.iso.date(),
  /** Balance at the start of `from` and at the end of `to`, whatever page is shown. */
  openingBalance: MoneySchema,
  closingBalance: MoneySchema,
  rows: z.array(StatementRowSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type Statement = z.infer<typeof StatementSchema>;

/** The longest period a downloaded statement covers, in days (both ends included): a leap year. */
export const STATEMENT_DOWNLOAD_MAX_DAYS = 366;

/**
 * GET /api/statement/pdf and /api/statement/csv: the same account and dates as GET /api/statement, every row (no
 * pages), over at most STATEMENT_DOWNLOAD_MAX_DAYS days (longer: 400 STATEMENT_RANGE_TOO_LONG), written in
 * `language`.
 */
export const StatementDownloadQuerySchema = z
  .object({
    accountId: z.uuid(),
    from: CalendarDateSchema,
    to: CalendarDateSchema,
    language: DocumentLanguageSchema,
  })
  .refine((q) => q.from <= q.to, { message: 'statement.fromAfterTo', path: ['from'] });
export type StatementDownloadQuery = z.input<typeof StatementDownloadQuerySchema>;

/** Days from `from` to `to`, both included (ISO dates). */
export const statementDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
