import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import { prefetchDashboard } from '@/features/dashboard/api/prefetch-dashboard';

export const Route = createFileRoute('/_main/dashboard/')({
  // Beside the shell's loader, not after it.
  loader: ({ context }) => prefetchDashboard(context.queryClient),
  component: DashboardPage,
});
