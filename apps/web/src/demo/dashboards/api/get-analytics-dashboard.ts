import { queryOptions, useQuery } from '@tanstack/react-query';
import { AnalyticsDashboardSchema } from '@taka/demo-api/schemas/dashboards';
import { demoRequest } from '@/shared/demo/demo-request';

/** The analytics dashboard's figures (SPEC 3.2, 7.4: GET api/dashboards/analytics). */
export const analyticsDashboardQuery = queryOptions({
  queryKey: ['demo', 'dashboards', 'analytics'],
  queryFn: () => demoRequest('/api/dashboards/analytics', AnalyticsDashboardSchema),
  staleTime: Infinity,
});

export const useAnalyticsDashboard = () => useQuery(analyticsDashboardQuery);
