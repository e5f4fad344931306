import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/fund-transfer/')({
  component: () => <ServicePreparingPage titleKey="pages.fundTransfer.title" />,
});
