import { createFileRoute } from '@tanstack/react-router';
import { StatementRequestPage } from '@/features/account-services/StatementRequestPage';

export const Route = createFileRoute('/_main/dashboard/deposit-statement')({
  component: () => <StatementRequestPage type="deposit_statement" />,
});
