import { createFileRoute } from '@tanstack/react-router';
import { BillsAndFeesHubPage } from '@/features/payments/BillsAndFeesHubPage';

export const Route = createFileRoute('/_main/bills-and-fees/')({
  component: BillsAndFeesHubPage,
});
