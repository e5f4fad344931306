import { queryOptions, useQuery } from '@tanstack/react-query';
import { SpendingSummarySchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { bankingKeys } from '@/shared/banking/api/query-keys';
import { spendingInPoisha } from '../spending';

export const spendingQuery = queryOptions({
  queryKey: [...bankingKeys.transactions, 'spending'],
  queryFn: () => apiRequest('/api/transactions/spending', { schema: SpendingSummarySchema }),
  select: spendingInPoisha,
});

/** What left the customer's accounts over the last 30 days, summed by the server. */
export const useSpending = () => useQuery(spendingQuery);
