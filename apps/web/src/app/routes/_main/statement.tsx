import { createFileRoute } from '@tanstack/react-router';
import { StatementPage } from '@/features/statement/StatementPage';

export const Route = createFileRoute('/_main/statement')({
  component: StatementPage,
});
