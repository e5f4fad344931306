import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/DashboardPage';

export const Route = createFileRoute('/_main/dashboard/')({
  // Beside the shell's loader, not after it; loaded on demand so the entry chunk does not carry the queries.
  loader: ({ context }) =>
    void Promise.all([import('@/features/dashboard/api/prefetch-dashboard'), context.loadQueryClient()]).then(
      ([{ prefetchDashboard }, queryClient]) => prefetchDashboard(queryClient),
    ),
  component: DashboardPage,
});
