import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectDashboardSchema } from '@taka/demo-api/schemas/dashboards';
import { demoRequest } from '@/shared/demo/demo-request';

/** The project dashboard's figures (SPEC 3.2, 7.4: GET api/dashboards/project). */
export const projectDashboardQuery = queryOptions({
  queryKey: ['demo', 'dashboards', 'project'],
  queryFn: () => demoRequest('/api/dashboards/project', ProjectDashboardSchema),
  staleTime: Infinity,
});

export const useProjectDashboard = () => useQuery(projectDashboardQuery);
