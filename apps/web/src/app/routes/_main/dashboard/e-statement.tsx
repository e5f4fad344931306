import { createFileRoute } from '@tanstack/react-router';
import { EStatementPage } from '@/features/account-services/EStatementPage';

export const Route = createFileRoute('/_main/dashboard/e-statement')({
  component: EStatementPage,
});
