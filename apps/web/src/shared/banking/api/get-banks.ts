import { queryOptions, useQuery } from '@tanstack/react-query';
import { BankListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

const banksQuery = queryOptions({
  queryKey: ['banks'],
  queryFn: () => apiRequest('/api/banks', { schema: BankListSchema }),
  select: (list) => list.banks,
  staleTime: Infinity,
});

/** The other banks reachable through NPSB and BEFTN. */
export const useBanks = () => useQuery(banksQuery);
