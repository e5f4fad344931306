import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/DashboardPage';

export const Route = createFileRoute('/_main/dashboard/')({
  // Beside the shell's loader, not after it; loaded on demand so the entry chunk does not carry the queries.
  loader: ({ context: { queryClient } }) =>
    void import('@/features/dashboard/api/prefetch-dashboard').then(({ prefetchDashboard }) =>
      prefetchDashboard(queryClient),
    ),
  component: DashboardPage,
});
