import { createFileRoute } from '@tanstack/react-router';
import { prefetchTransactionHistory } from '@/features/transaction-history/api/get-transaction-history';
import { TransactionHistoryPage } from '@/features/transaction-history/TransactionHistoryPage';
import { historySearch } from '@/features/transaction-history/search';

export const Route = createFileRoute('/_main/transaction-history')({
  validateSearch: historySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchTransactionHistory(context.queryClient, deps),
  component: TransactionHistoryPage,
});
