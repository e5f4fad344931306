import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { bankingKeys } from './query-keys';

export const accountsQuery = queryOptions({
  queryKey: bankingKeys.accounts,
  queryFn: () => apiRequest('/api/accounts', { schema: AccountListSchema }),
  select: (list) => list.accounts,
});

/** The signed-in customer's accounts with ledger and available balances. */
export const useAccounts = () => useQuery(accountsQuery);
