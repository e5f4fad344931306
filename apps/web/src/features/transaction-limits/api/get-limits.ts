import { queryOptions, useQuery } from '@tanstack/react-query';
import { TransactionLimitListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { bankingKeys } from '@/shared/banking/api/query-keys';

const limitsQuery = queryOptions({
  queryKey: bankingKeys.limits,
  queryFn: () => apiRequest('/api/transaction-limits', { schema: TransactionLimitListSchema }),
  select: (list) => list.limits,
});

/** The customer's limits per transaction type, with the bank's ceilings and today's and this month's usage. */
export const useLimits = () => useQuery(limitsQuery);
