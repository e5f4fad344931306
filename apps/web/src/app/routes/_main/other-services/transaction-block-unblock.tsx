import { createFileRoute } from '@tanstack/react-router';
import { TransactionBlockPage } from '@/features/other-services/TransactionBlockPage';

export const Route = createFileRoute('/_main/other-services/transaction-block-unblock')({
  component: TransactionBlockPage,
});
