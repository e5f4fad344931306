import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TransactionHistorySchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { bankingKeys } from '@/shared/banking/api/query-keys';
import type { HistorySearch } from '../search';

export const HISTORY_PAGE_SIZE = 20;

const historyQuery = (search: HistorySearch) =>
  infiniteQueryOptions({
    queryKey: [...bankingKeys.transactions, 'history', search],
    queryFn: ({ pageParam, signal }) => {
      const parameters = new URLSearchParams({ ...search, size: String(HISTORY_PAGE_SIZE) });
      if (pageParam) parameters.set('cursor', pageParam);
      return apiRequest(`/api/transactions/history?${parameters.toString()}`, {
        schema: TransactionHistorySchema,
        signal,
      });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The customer's transactions matching the filters, newest first, a page at a time by cursor. */
export const useTransactionHistory = (search: HistorySearch) => useInfiniteQuery(historyQuery(search));
