import { queryOptions, useQuery } from '@tanstack/react-query';
import { FinanceDashboardSchema } from '@taka/demo-api/schemas/dashboards';
import { demoRequest } from '@/shared/demo/demo-request';

/** The finance dashboard's figures (SPEC 3.2, 7.4: GET api/dashboards/finance). */
export const financeDashboardQuery = queryOptions({
  queryKey: ['demo', 'dashboards', 'finance'],
  queryFn: () => demoRequest('/api/dashboards/finance', FinanceDashboardSchema),
  staleTime: Infinity,
});

export const useFinanceDashboard = () => useQuery(financeDashboardQuery);
