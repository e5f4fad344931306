import { createFileRoute } from '@tanstack/react-router';
import { accountsQuery } from '@/shared/banking/api/get-accounts';
import { TransactionHistoryPage } from '@/features/transaction-history/TransactionHistoryPage';
import { historySearch } from '@/features/transaction-history/search';

export const Route = createFileRoute('/_main/transaction-history')({
  validateSearch: historySearch,
  loader: ({ context }) => context.queryClient.prefetchQuery(accountsQuery),
  component: TransactionHistoryPage,
});
