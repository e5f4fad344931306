import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/service-request-history')({
  component: () => <ServicePreparingPage titleKey="pages.serviceRequestHistory.title" />,
});
