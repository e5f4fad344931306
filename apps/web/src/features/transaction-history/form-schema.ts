import { z } from 'zod';
import { AmountSchema, CalendarDateSchema, parseMoney } from '@taka/contracts';
import type { HistorySearch } from './search';

const emptyOr = (schema: z.ZodType, message: string) =>
  z.string().refine((value) => value === '' || schema.safeParse(value).success, message);

/** The filter bar's fields: every one a string, empty for no filter; the URL keeps the ones set. */
export const HistoryFormSchema = z
  .object({
    from: emptyOr(CalendarDateSchema, 'date.invalid'),
    to: emptyOr(CalendarDateSchema, 'date.invalid'),
    accountId: z.string().nullable(),
    type: z.string(),
    status: z.string(),
    minAmount: emptyOr(AmountSchema, 'amount.invalid'),
    maxAmount: emptyOr(AmountSchema, 'amount.invalid'),
    q: z.string().trim().max(64, 'history.searchTooLong'),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'history.fromAfterTo', path: ['to'] })
  .refine((f) => !f.minAmount || !f.maxAmount || parseMoney(f.minAmount) <= parseMoney(f.maxAmount), {
    message: 'history.minAboveMax',
    path: ['maxAmount'],
  });
export type HistoryForm = z.infer<typeof HistoryFormSchema>;

export const formOfSearch = (search: HistorySearch): HistoryForm => ({
  from: search.from ?? '',
  to: search.to ?? '',
  accountId: search.accountId ?? null,
  type: search.type ?? '',
  status: search.status ?? '',
  minAmount: search.minAmount ?? '',
  maxAmount: search.maxAmount ?? '',
  q: search.q ?? '',
});

export const searchOfForm = (form: HistoryForm): HistorySearch =>
  Object.fromEntries(Object.entries(form).filter(([, value]) => value !== '' && value !== null));
