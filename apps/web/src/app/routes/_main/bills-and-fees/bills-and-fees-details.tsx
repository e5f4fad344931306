import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/bills-and-fees/bills-and-fees-details')({
  component: () => <ServicePreparingPage titleKey="pages.billsAndFeesDetails.title" />,
});
