import { createFileRoute } from '@tanstack/react-router';
import { TransactionLimitsPage } from '@/features/transaction-limits';

export const Route = createFileRoute('/_main/transaction-limits')({
  component: TransactionLimitsPage,
});
