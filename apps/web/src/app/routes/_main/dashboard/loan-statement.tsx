import { createFileRoute } from '@tanstack/react-router';
import { StatementRequestPage } from '@/features/account-services/StatementRequestPage';

export const Route = createFileRoute('/_main/dashboard/loan-statement')({
  component: () => <StatementRequestPage type="loan_statement" />,
});
