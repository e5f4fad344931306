import { queryOptions, useQuery } from '@tanstack/react-query';
import { BillerListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

export const billersQuery = queryOptions({
  queryKey: ['billers'],
  queryFn: () => apiRequest('/api/billers', { schema: BillerListSchema }),
  select: (list) => list.billers,
  staleTime: Infinity,
});

/** Every biller, in the bank's order (a screen picks the sectors it pays). */
export const useBillers = () => useQuery(billersQuery);
