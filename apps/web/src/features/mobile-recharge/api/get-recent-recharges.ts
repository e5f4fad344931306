import { queryOptions, useQuery } from '@tanstack/react-query';
import { RecentRechargeListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { BANKING_ROOT_KEY } from '@/shared/banking/api/query-keys';

/** Under the banking root: a recharge makes it stale like balances. */
export const recentRechargesQuery = queryOptions({
  queryKey: [...BANKING_ROOT_KEY, 'recent-recharges'],
  queryFn: () => apiRequest('/api/mobile-recharge/recent', { schema: RecentRechargeListSchema }),
  select: (list) => list.recharges,
});

/** The numbers the customer recharged lately, the latest recharge of each. */
export const useRecentRecharges = () => useQuery(recentRechargesQuery);
