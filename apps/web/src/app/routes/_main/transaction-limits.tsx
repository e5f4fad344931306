import { createFileRoute } from '@tanstack/react-router';
import { TransactionLimitsPage } from '@/features/transaction-limits/TransactionLimitsPage';

export const Route = createFileRoute('/_main/transaction-limits')({
  component: TransactionLimitsPage,
});
