import { createFileRoute } from '@tanstack/react-router';
import { TransactionHistoryPage } from '@/features/transaction-history/TransactionHistoryPage';
import { historySearch } from '@/features/transaction-history/search';

export const Route = createFileRoute('/_main/transaction-history')({
  validateSearch: historySearch,
  component: TransactionHistoryPage,
});
