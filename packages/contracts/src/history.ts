import { z } from 'zod';
import { CalendarDateSchema } from './dates.ts';
import { DocumentLanguageSchema } from './documents.ts';
import { AmountSchema, parseMoney } from './money.ts';
import { ListedTransactionSchema } from './transactions.ts';
import { JournalTypeSchema, TransactionStatusSchema } from './transaction-kinds.ts';

/** Where a page of the history ends: the last row's time (microseconds since 1970) and journal number. */
export const HistoryCursorSchema = z.string().regex(/^\d{1,17}\.\d{1,18}$/, 'history.cursorInvalid');

/** An empty query parameter (a cleared filter) is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The filters of the transaction history, shared by the list and its downloads. */
const historyFilters = {
  /** Dhaka calendar days, both included. */
  from: optional(CalendarDateSchema),
  to: optional(CalendarDateSchema),
  /** One of the customer's own accounts; another's is 404. */
  accountId: optional(z.uuid()),
  type: optional(JournalTypeSchema),
  status: optional(TransactionStatusSchema),
  /** The transaction's amount (without charge and VAT), both ends included. */
  minAmount: optional(AmountSchema),
  maxAmount: optional(AmountSchema),
  /** Part of the payee's or payer's name or number, the remarks or the transaction id. */
  q: optional(z.string().trim().max(64, 'history.searchTooLong')),
};

type Filters = { from?: string; to?: string; minAmount?: string; maxAmount?: string };
const ordered = <T extends z.ZodType<Filters>>(schema: T) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'history.fromAfterTo', path: ['from'] })
    .refine((q) => !q.minAmount || !q.maxAmount || parseMoney(q.minAmount) <= parseMoney(q.maxAmount), {
      message: 'history.minAboveMax',
      path: ['minAmount'],
    });

/**
 * GET /api/transactions/history: every transaction on the customer's accounts, newest first, `size` at a time; the
 * next page starts after `cursor` (the previous answer's `nextCursor`).
 */
export const TransactionHistoryQuerySchema = ordered(
  z.object({
    ...historyFilters,
    cursor: optional(HistoryCursorSchema),
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
export type TransactionHistoryQuery = z.input<typeof TransactionHistoryQuerySchema>;
export type TransactionHistoryFilters = Omit<
  z.output<typeof TransactionHistoryQuerySchema>,
  'cursor' | 'size'
>;

export const TransactionHistorySchema = z.object({
  transactions: z.array(ListedTransactionSchema),
  /** Null on the last page. */
  nextCursor: HistoryCursorSchema.nullable(),
});
export type TransactionHistory = z.infer<typeof TransactionHistorySchema>;

/** The most transactions one download of the history holds; more is HISTORY_TOO_LARGE (narrow the filters). */
export const HISTORY_DOWNLOAD_MAX_ROWS = 10_000;

/**
 * GET /api/transactions/history/csv and /pdf: every transaction the same filters show (no pages, at most
 * HISTORY_DOWNLOAD_MAX_ROWS), written in `language`.
 */
export const TransactionHistoryDownloadQuerySchema = ordered(
  z.object({ ...historyFilters, language: DocumentLanguageSchema }),
);
export type TransactionHistoryDownloadQuery = z.input<typeof TransactionHistoryDownloadQuerySchema>;
