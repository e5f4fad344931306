import { queryOptions, useQuery } from '@tanstack/react-query';
import { TransactionHistorySchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { bankingKeys } from '@/shared/banking/api/query-keys';

/** The five newest: the first page of five of the transaction history, with nothing filtered out. */
export const recentTransactionsQuery = queryOptions({
  queryKey: [...bankingKeys.transactions, 'recent', 5],
  queryFn: () => apiRequest('/api/transactions/history?size=5', { schema: TransactionHistorySchema }),
});

/** The customer's newest transactions. */
export const useRecentTransactions = () => useQuery(recentTransactionsQuery);
