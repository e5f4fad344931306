import { queryOptions, useQuery } from '@tanstack/react-query';
import { TransactionListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { bankingKeys } from '@/shared/banking/api/query-keys';

const RECENT_TRANSACTIONS = 5;

export function getTransactionsPage(page: number, size: number) {
  return apiRequest(`/api/transactions?page=${page}&size=${size}`, { schema: TransactionListSchema });
}

export const recentTransactionsQuery = queryOptions({
  queryKey: [...bankingKeys.transactions, 'recent', RECENT_TRANSACTIONS],
  queryFn: () => getTransactionsPage(0, RECENT_TRANSACTIONS),
});

/** The customer's newest transactions. */
export const useRecentTransactions = () => useQuery(recentTransactionsQuery);
