import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { TransactionHistorySchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { accountsQuery } from '@/shared/banking/api/get-accounts';
import { bankingKeys } from '@/shared/banking/api/query-keys';
import { disputesQuery } from '@/shared/banking/disputes/disputes-api';
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

/**
 * The route's loader: the accounts (for the filters), the first page of what the URL asks for, and the customer's
 * disputes (a row says when its transaction is disputed).
 */
export async function prefetchTransactionHistory(
  queryClient: QueryClient,
  search: HistorySearch,
): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(accountsQuery),
    queryClient.prefetchInfiniteQuery(historyQuery(search)),
    queryClient.prefetchQuery(disputesQuery),
  ]);
}

/** The customer's transactions matching the filters, newest first, a page at a time by cursor. */
export const useTransactionHistory = (search: HistorySearch) => useInfiniteQuery(historyQuery(search));
