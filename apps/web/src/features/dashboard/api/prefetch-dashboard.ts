import type { QueryClient } from '@tanstack/react-query';
import { accountsQuery } from '@/shared/banking/api/get-accounts';
import { recentTransactionsQuery } from './get-recent-transactions';
import { spendingQuery } from './get-spending';

/**
 * Starts the dashboard's queries from its route's loader, beside the shell's, rather than once the shell has loaded
 * and the page has rendered; the sections show their skeletons until each answer is in.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(accountsQuery);
  void queryClient.prefetchQuery(recentTransactionsQuery);
  void queryClient.prefetchQuery(spendingQuery);
}
