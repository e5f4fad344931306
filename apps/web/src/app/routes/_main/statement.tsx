import { createFileRoute } from '@tanstack/react-router';
import { prefetchStatement } from '@/features/statement/api/get-statement';
import { StatementPage } from '@/features/statement/StatementPage';

export const Route = createFileRoute('/_main/statement')({
  loader: ({ context }) => prefetchStatement(context.queryClient),
  component: StatementPage,
});
