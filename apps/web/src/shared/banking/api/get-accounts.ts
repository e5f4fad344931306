import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountListSchema } from '@taka/contracts';
import { DASHBOARD_REQUESTS } from '@/shared/api/first-view-requests';
import { apiRequest } from '@/shared/api/http-client';
import { bankingKeys } from './query-keys';

export const accountsQuery = queryOptions({
  queryKey: bankingKeys.accounts,
  queryFn: () => apiRequest(DASHBOARD_REQUESTS.accounts, { schema: AccountListSchema }),
  select: (list) => list.accounts,
});

/** The signed-in customer's accounts with ledger and available balances. */
export const useAccounts = () => useQuery(accountsQuery);
