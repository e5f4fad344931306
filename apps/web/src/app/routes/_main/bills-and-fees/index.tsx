import { createFileRoute } from '@tanstack/react-router';
import { billersQuery } from '@/shared/banking/api/get-billers';
import { BillsAndFeesHubPage } from '@/features/payments/BillsAndFeesHubPage';

export const Route = createFileRoute('/_main/bills-and-fees/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(billersQuery),
  component: BillsAndFeesHubPage,
});
