import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/transaction-limits')({
  component: () => <ServicePreparingPage titleKey="pages.transactionLimits.title" />,
});
