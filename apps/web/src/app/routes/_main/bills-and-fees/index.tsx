import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/bills-and-fees/')({
  component: () => <ServicePreparingPage titleKey="pages.billsAndFees.title" />,
});
