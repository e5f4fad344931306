import type { QueryClient } from '@tanstack/react-query';
import { accountsQuery } from '@/shared/banking/api/get-accounts';
import { recentTransactionsQuery } from './get-recent-transactions';
import { spendingQuery } from './get-spending';

/**
 * The dashboard's queries, asked for by its route's loader beside the shell's: the page the server draws has their
 * answers, and a section whose answer failed shows its own error.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(accountsQuery),
    queryClient.prefetchQuery(recentTransactionsQuery),
    queryClient.prefetchQuery(spendingQuery),
  ]);
}
