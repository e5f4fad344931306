import { z } from 'zod';
import {
  AmountSchema,
  CalendarDateSchema,
  JournalTypeSchema,
  TransactionStatusSchema,
} from '@taka/contracts';

const FIELDS = {
  from: CalendarDateSchema,
  to: CalendarDateSchema,
  accountId: z.uuid(),
  type: JournalTypeSchema,
  status: TransactionStatusSchema,
  minAmount: AmountSchema,
  maxAmount: AmountSchema,
  q: z.string().trim().min(1).max(64),
};
export type HistoryField = keyof typeof FIELDS;
/** The history's filters as the URL keeps them: each one a string, absent when not set. */
export type HistorySearch = Partial<Record<HistoryField, string>>;
export const HISTORY_FIELDS = Object.keys(FIELDS) as HistoryField[];

/**
 * The route's search parameters: each filter that is valid on its own, the rest dropped, so a bookmark edited by
 * hand shows what still makes sense. (The router reads `?minAmount=100` as the number 100.)
 */
export function historySearch(search: Record<string, unknown>): HistorySearch {
  const kept: HistorySearch = {};
  for (const field of HISTORY_FIELDS) {
    const raw = search[field];
    const value = typeof raw === 'number' ? String(raw) : raw;
    if (typeof value === 'string' && FIELDS[field].safeParse(value).success) kept[field] = value;
  }
  return kept;
}
