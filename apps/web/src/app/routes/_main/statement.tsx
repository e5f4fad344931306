import { createFileRoute } from '@tanstack/react-router';
import { StatementPage } from '@/features/statement';

export const Route = createFileRoute('/_main/statement')({
  component: StatementPage,
});
