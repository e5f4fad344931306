import { queryOptions, useQuery } from '@tanstack/react-query';
import { CryptoDashboardSchema } from '@taka/demo-api/schemas/dashboards';
import { demoRequest } from '@/shared/demo/demo-request';

/** The crypto dashboard's figures (SPEC 3.2, 7.4: GET api/dashboards/crypto). */
export const cryptoDashboardQuery = queryOptions({
  queryKey: ['demo', 'dashboards', 'crypto'],
  queryFn: () => demoRequest('/api/dashboards/crypto', CryptoDashboardSchema),
  staleTime: Infinity,
});

export const useCryptoDashboard = () => useQuery(cryptoDashboardQuery);
