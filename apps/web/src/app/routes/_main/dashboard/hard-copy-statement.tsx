import { createFileRoute } from '@tanstack/react-router';
import { StatementRequestPage } from '@/features/account-services/StatementRequestPage';

export const Route = createFileRoute('/_main/dashboard/hard-copy-statement')({
  component: () => <StatementRequestPage type="hard_copy_statement" />,
});
