import { createFileRoute } from '@tanstack/react-router';
import { accountsQuery } from '@/shared/banking/api/get-accounts';
import { StatementPage } from '@/features/statement/StatementPage';

export const Route = createFileRoute('/_main/statement')({
  loader: ({ context }) => context.queryClient.prefetchQuery(accountsQuery),
  component: StatementPage,
});
